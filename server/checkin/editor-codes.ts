import { eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { Executor } from "../platform/database/transaction";
import { eventCheckinableCompanies, schedules } from "../../db/schema";
import type { BoothCodeResponse, VenueCodeResponse } from "../../core/api/checkin";
import { boothCode, tokyoDay, venueCode, venueCodeValidUntil } from "./checkin-codes";
import { tokyoDayStart } from "./checkin-day";

const DAY_MS = 24 * 3600 * 1000;

/** The QR code of a URL as an SVG document. */
export function qrSvg(url: string): string {
  return renderSVG(url, { border: 2 });
}

/** The door's current venue code of a schedule, the page its QR opens and until when it is accepted; null: no such schedule. */
export async function venueCodeOf(
  executor: Executor,
  secret: string,
  scheduleId: number,
  origin: string,
  now: Date = new Date(),
): Promise<VenueCodeResponse | null> {
  const [schedule] = await executor
    .select({ id: schedules.id, eventId: schedules.eventId })
    .from(schedules)
    .where(eq(schedules.id, scheduleId));
  if (!schedule) return null;
  const code = venueCode(secret, schedule.id, now);
  const url = `${origin}/event_in/attend/events/${schedule.eventId}?code=${encodeURIComponent(code)}`;
  return {
    schedule_id: schedule.id,
    code,
    url,
    valid_until: venueCodeValidUntil(now).toISOString(),
    qr_svg: qrSvg(url),
  };
}

/** A booth's code for today (JST), valid until the day ends; null: no such booth. */
export async function boothCodeOf(
  executor: Executor,
  secret: string,
  boothId: number,
  origin: string,
  now: Date = new Date(),
): Promise<BoothCodeResponse | null> {
  const [booth] = await executor
    .select({ id: eventCheckinableCompanies.id, eventId: eventCheckinableCompanies.eventId })
    .from(eventCheckinableCompanies)
    .where(eq(eventCheckinableCompanies.id, boothId));
  if (!booth) return null;
  const code = boothCode(secret, booth.id, tokyoDay(now));
  const url = `${origin}/event_checkinable_companies/${booth.id}?code=${encodeURIComponent(code)}`;
  const validUntil = new Date(tokyoDayStart(now).getTime() + DAY_MS);
  return {
    event_checkinable_company_id: booth.id,
    event_id: booth.eventId,
    code,
    url,
    valid_until: validUntil.toISOString(),
    qr_svg: qrSvg(url),
  };
}
