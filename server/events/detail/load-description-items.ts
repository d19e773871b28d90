import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { eventDescriptionItems } from "../../../db/schema";

export async function loadDescriptionItems(
  db: Db,
  eventId: number,
): Promise<Array<{ label: string; content: string }>> {
  return db
    .select({ label: eventDescriptionItems.label, content: eventDescriptionItems.content })
    .from(eventDescriptionItems)
    .where(eq(eventDescriptionItems.eventId, eventId))
    .orderBy(asc(eventDescriptionItems.displayOrder), asc(eventDescriptionItems.id));
}
