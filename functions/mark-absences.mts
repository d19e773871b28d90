import type { Config } from "@netlify/functions";
import { reportingScheduledErrors } from "../server/platform/http/reporting-errors";
import { markAbsences } from "../server/checkin/mark-absences";

/**
 * Netlify scheduled function: every hour, entries of ended schedules that nobody checked in become absenced
 * (server/checkin/mark-absences.ts). Locally: `npm run checkin:absences`.
 */
export default reportingScheduledErrors("mark-absences", async () => {
  const marked = await markAbsences();
  console.info(`absences: marked ${marked} entr${marked === 1 ? "y" : "ies"} absenced`);
  return new Response(null, { status: 204 });
});

export const config: Config = { schedule: "0 * * * *" };
