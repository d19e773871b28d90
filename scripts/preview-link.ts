/**
 * npm run preview-link -- <event_id>
 * Prints a signed preview link for the event (published or not), valid for 24 hours. Uses PREVIEW_SECRET (outside
 * production a fixed development secret when unset) and SITE_URL (default http://localhost:8888).
 */
import "./lib/runtime/check-node";
import { eq } from "drizzle-orm";
import { events } from "../db/schema";
import { readPreviewEnv } from "../server/previews/preview-env";
import { buildPreviewLink } from "../server/previews/preview-link";
import { runOnLocalDatabase } from "./lib/database/run-on-local-database";

const [idArgument] = process.argv.slice(2).filter((arg) => arg !== "--");
if (!idArgument || !/^[1-9]\d{0,9}$/.test(idArgument)) {
  console.error("Usage: npm run preview-link -- <event_id>");
  process.exitCode = 2;
} else {
  runOnLocalDatabase(
    async (db) => {
      const { PREVIEW_SECRET } = readPreviewEnv();
      const [event] = await db
        .select({ id: events.id, category: events.category })
        .from(events)
        .where(eq(events.id, Number(idArgument)));
      if (!event) {
        console.error(`No event has id ${idArgument}.`);
        process.exitCode = 1;
        return;
      }
      const siteUrl = process.env.SITE_URL || "http://localhost:8888";
      process.stdout.write(
        `${buildPreviewLink({ siteUrl, eventId: event.id, category: event.category, secret: PREVIEW_SECRET })}\n`,
      );
    },
    { migrate: false, max: 1 },
  );
}
