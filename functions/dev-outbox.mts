import type { Config } from "@netlify/functions";
import { getDb } from "../db/client";
import { outboxPage } from "../server/mail/outbox-page";

export default async () => outboxPage(getDb());

export const config: Config = { path: ["/dev/outbox"] };
