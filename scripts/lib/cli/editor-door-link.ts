import type { Db } from "../../../db/client";
import { readCheckinSecret } from "../../../server/checkin/checkin-env";
import { issueDoorLink } from "../../../server/checkin/door/door-screen";
import type { DoorLinkCommand } from "./editor-arguments";

/**
 * `npm run editor -- door-link …`: prints a signed door-screen link for SITE_URL (default http://localhost:8888).
 * Sets exit code 1 and says so for an unknown schedule or booth. Changes nothing in the database.
 */
export async function printDoorLink(db: Db, command: DoorLinkCommand): Promise<void> {
  const origin = new URL(process.env.SITE_URL || "http://localhost:8888").origin;
  const link = await issueDoorLink(
    db,
    readCheckinSecret(),
    { kind: command.target, id: command.id, hours: command.hours },
    origin,
  );
  if (!link) {
    console.error(
      command.target === "schedule" ? `日程 ${command.id} はありません` : `出展ブース ${command.id} はありません`,
    );
    process.exitCode = 1;
    return;
  }
  const expires = new Date(link.expires_at).toLocaleString("ja-JP", { timeZone: "Asia/Tokyo" });
  console.error(`受付画面のリンク（${expires} まで有効。会場スタッフのタブレットで開いてください）:`);
  process.stdout.write(`${link.url}\n`);
}
