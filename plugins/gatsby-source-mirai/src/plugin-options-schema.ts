import type { GatsbyNode } from "gatsby";

/**
 * The plugin takes no options: the database is DATABASE_URL (db/env.ts), as for every other reader, so the build
 * and `npm start` cannot point at different databases. Declaring the empty schema makes Gatsby reject any option
 * passed by mistake instead of ignoring it.
 */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) => Joi.object({});
