import type { Config } from "@netlify/functions";
import { serveOutboxPage } from "../server/platform/mail/outbox-page";

export default async () => serveOutboxPage();

export const config: Config = { path: ["/dev/outbox"] };
