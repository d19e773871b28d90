import { z } from "zod";

/**
 * Query-string values arrive as strings (arrays as repeated `key[]=` entries, see server/platform/http/parse-query.ts).
 * These schemas accept the exact text the browser client writes and convert it.
 */
/**
 * A whole number within Postgres `integer` (int4), the type of every id and count these queries compare with: a value
 * beyond it would make the database refuse the query (a 500) instead of a 400 here.
 */
export const queryIntegerSchema = z
  .string()
  .regex(/^-?\d+$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(-2_147_483_648).max(2_147_483_647));

export const queryBooleanSchema = z.enum(["true", "false"]).transform((value) => value === "true");

export const queryIsoDateTimeSchema = z.iso.datetime({ offset: true });

/** `page` of a paged list: 1-based, optional (default 1). */
export const pageQuerySchema = queryIntegerSchema
  .pipe(z.number().int().min(1))
  .optional()
  .describe("1-based page number (default 1)");

/** `per` of a paged list: 1 to `max`, optional (the list's `defaultPer`). */
export function perQuerySchema(max: number, defaultPer: number) {
  return queryIntegerSchema
    .pipe(z.number().int().min(1).max(max))
    .optional()
    .describe(`page size, at most ${max} (default ${defaultPer})`);
}
