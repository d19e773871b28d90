import { timestamp } from "drizzle-orm/pg-core";

/** Every timestamp in the schema is a timestamptz: instants, shown in Asia/Tokyo by the application. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
