/**
 * npm run chats:mail — what the scheduled function functions/chat-unread-mails.mts does every ten minutes, once,
 * against the local database (DATABASE_URL, the running local server, or .data/pglite): mails students about unread
 * company messages, at most once per conversation per hour. Mails go to the outbox (/dev/outbox) unless SMTP_URL is set.
 */
import "./lib/runtime/check-node";
import { mailUnreadMessages } from "../server/chats/unread-message-mails";
import { runOnLocalDatabase } from "./lib/database/run-on-local-database";

runOnLocalDatabase(async (db) => {
  console.info(`Sent ${await mailUnreadMessages(db)} unread-messages mail(s).`);
});
