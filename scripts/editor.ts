/**
 * npm run editor -- publish-event <event_id> | unpublish-event <event_id> | set-flag <key> on|off
 *   | set-live-url <schedule_id> <https://…>|none | set-stage-message <schedule_id> <kind> <text>|none
 *   | notice <title> <body> [--url </path>] [--graduate-year <year>]  (お知らせ; no rebuild)
 * npm run editor -- door-link [--booth] <id> [--hours 1-24]
 * (live URLs and stage messages are read by entrants only, through the API: setting one asks for no rebuild)
 * Changes the database as a CMS would (DATABASE_URL, the running local server, or .data/pglite), then signs and
 * POSTs the editors' rebuild webhook to SITE_URL (default http://localhost:8888) with EDITOR_WEBHOOK_SECRET (locally
 * the one `npm start` keeps in .data/). Exit 2 on bad arguments, 1 on an unknown id or key (nothing changed) or
 * when the webhook fails (the database change stays; run the command again to re-send).
 * `door-link` changes nothing and calls no webhook: it prints a signed door-screen link for a schedule (or a booth),
 * valid 12 hours unless `--hours` says otherwise, signed with CHECKIN_SECRET (outside production the development
 * secret `npm start` uses when unset); exit 1 on an unknown id.
 */
import "./lib/runtime/check-node";
import { EDITOR_USAGE, parseEditorArguments } from "./lib/cli/editor-arguments";
import { applyEditorCommand, EditorCommandError } from "./lib/cli/editor-changes";
import { localEditorSecret } from "./lib/local-site/local-editor-secret";
import { runOnLocalDatabase } from "./lib/database/run-on-local-database";
import { sendEditorWebhook } from "./lib/cli/send-editor-webhook";
import { printDoorLink } from "./lib/cli/editor-door-link";
import { sendNoticeCommand } from "./lib/cli/notice-arguments";

const command = parseEditorArguments(process.argv.slice(2));
if (!command) {
  console.error(EDITOR_USAGE);
  process.exitCode = 2;
} else {
  runOnLocalDatabase(
    async (db) => {
      if (command.kind === "door-link") {
        await printDoorLink(db, command);
        return;
      }
      if (command.kind === "notice") {
        console.info(await sendNoticeCommand(db, command));
        return;
      }
      let applied;
      try {
        applied = await applyEditorCommand(db, command);
      } catch (error) {
        if (!(error instanceof EditorCommandError)) throw error;
        console.error(error.message);
        process.exitCode = 1;
        return;
      }
      console.info(applied.summary);
      if (applied.change === null) return;
      const siteUrl = process.env.SITE_URL || "http://localhost:8888";
      try {
        const build = await sendEditorWebhook({
          siteUrl,
          secret: await localEditorSecret(process.cwd()),
          changes: [applied.change],
        });
        console.info(
          build.coalesced
            ? `再ビルドを依頼しました: 60 秒以内に依頼済みのビルド #${build.id} にまとめました (${build.calls} 件目)`
            : `再ビルドを依頼しました: ビルド #${build.id} (${build.queued_at})`,
        );
      } catch (error) {
        console.error(
          `データベースは変更しましたが、再ビルドを依頼できませんでした: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exitCode = 1;
      }
    },
    { migrate: false, max: 1 },
  );
}
