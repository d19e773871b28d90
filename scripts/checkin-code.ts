/**
 * npm run checkin:code -- --schedule <schedule_id>   the door's current venue code (rotates every 5 minutes)
 * npm run checkin:code -- --booth <check-in company id>   a booth's code for today (JST)
 * Prints the code, the URL its QR opens, until when it is accepted, and writes the QR as an SVG file (path printed).
 * Reads the local database (DATABASE_URL, the running local server, or .data/pglite), CHECKIN_SECRET (outside
 * production a fixed development secret when unset, the one `npm start` uses) and SITE_URL (default
 * http://localhost:8888). The same as GET /api/v1/editor/…/checkin_code without the editor signature.
 */
import "./lib/runtime/check-node";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readCheckinSecret } from "../server/checkin/checkin-env";
import { boothCodeOf, venueCodeOf } from "../server/checkin/editor-codes";
import { runOnLocalDatabase } from "./lib/database/run-on-local-database";

const USAGE = "Usage: npm run checkin:code -- --schedule <schedule_id> | --booth <event_checkinable_company_id>";

function parseArguments(args: readonly string[]): { kind: "schedule" | "booth"; id: number } | null {
  const rest = args.filter((arg) => arg !== "--");
  if (rest.length !== 2) return null;
  const [flag, value] = rest as [string, string];
  if ((flag !== "--schedule" && flag !== "--booth") || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return { kind: flag === "--schedule" ? "schedule" : "booth", id: Number(value) };
}

const target = parseArguments(process.argv.slice(2));
if (!target) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  runOnLocalDatabase(
    async (db) => {
      const secret = readCheckinSecret();
      const origin = new URL(process.env.SITE_URL || "http://localhost:8888").origin;
      const code =
        target.kind === "schedule"
          ? await venueCodeOf(db, secret, target.id, origin)
          : await boothCodeOf(db, secret, target.id, origin);
      if (!code) {
        console.error(`No ${target.kind === "schedule" ? "schedule" : "check-in company"} has id ${target.id}.`);
        process.exitCode = 1;
        return;
      }
      const directory = path.join(os.tmpdir(), "mirai-checkin-codes");
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `${target.kind}-${target.id}.svg`);
      await writeFile(file, code.qr_svg, "utf8");
      console.info(`code:        ${code.code}`);
      console.info(`url:         ${code.url}`);
      console.info(`valid until: ${code.valid_until}`);
      console.info(`QR (SVG):    ${file}`);
    },
    { migrate: false, max: 1 },
  );
}
