import type { Config } from "@netlify/functions";
import { reportingScheduledErrors } from "../server/platform/http/reporting-errors";
import { mailUnreadMessages } from "../server/chats/unread-message-mails";

/**
 * Netlify scheduled function: every ten minutes, students with unread company messages they have not been mailed
 * about get one mail listing those conversations, at most one mail per conversation per hour
 * (server/chats/unread-message-mails.ts). Locally: `npm run chats:mail`.
 */
export default reportingScheduledErrors("chat-unread-mails", async () => {
  const sent = await mailUnreadMessages();
  console.info(`chats: sent ${sent} unread-messages mail${sent === 1 ? "" : "s"}`);
  return new Response(null, { status: 204 });
});

export const config: Config = { schedule: "*/10 * * * *" };
