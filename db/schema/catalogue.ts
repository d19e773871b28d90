import { sql } from "drizzle-orm";
import { bigint, check, pgTable, smallint } from "drizzle-orm/pg-core";

/**
 * One row whose `revision` grows with every committed write to the tables an event listing is computed from
 * (triggers in migration 0002). The API keeps an in-memory listing snapshot per process and reloads it when the
 * revision it was built from is no longer the current one (server/events/catalogue/).
 */
export const catalogueRevisions = pgTable(
  "catalogue_revisions",
  {
    id: smallint("id").primaryKey().default(1),
    revision: bigint("revision", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalogue_revisions_single_row", sql`${t.id} = 1`)],
);
