import { index, integer, pgTable, primaryKey, serial, timestamp, unique } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { entries } from "./engagement";
import { events } from "./events";

/** Companies a participant can check in to at a fair (/event_checkinable_companies). */
export const eventCheckinableCompanies = pgTable(
  "event_checkinable_companies",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [unique("event_checkinable_companies_event_id_company_id_key").on(t.eventId, t.companyId)],
);

/** One row per booth visit: is_checked_in of the check-in group (entry_id, companies). */
export const eventCheckins = pgTable(
  "event_checkins",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => entries.id, { onDelete: "cascade" }),
    eventCheckinableCompanyId: integer("event_checkinable_company_id")
      .notNull()
      .references(() => eventCheckinableCompanies.id, { onDelete: "cascade" }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.eventCheckinableCompanyId] }),
    index("event_checkins_company_idx").on(t.eventCheckinableCompanyId),
  ],
);
