import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { events } from "./events";
import { timestamptz } from "./columns";

/** Ad slots, e.g. ad_place_web_company_index_page. */
export const adPlaces = pgTable("ad_places", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
});

/** Paid placement of an event in an ad place during a period (promotion_contract_events, latest_ad). */
export const promotionContracts = pgTable(
  "promotion_contracts",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    adPlaceKey: text("ad_place_key")
      .notNull()
      .references(() => adPlaces.key),
    /** the {publication_type} of /promotion_contract_events/{publication_type}, e.g. pickup, banner */
    publicationType: text("publication_type").notNull(),
    imageUrl: text("image_url"),
    catchCopy: text("catch_copy"),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [
    index("promotion_contracts_ad_place_period_idx").on(t.adPlaceKey, t.startsAt, t.endsAt),
    index("promotion_contracts_event_id_idx").on(t.eventId),
  ],
);

/** Events recommended right after sign-up (GET /api/v1/signup_recommended_events). */
export const signupRecommendedEvents = pgTable("signup_recommended_events", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  displayOrder: integer("display_order").notNull().default(0),
});
