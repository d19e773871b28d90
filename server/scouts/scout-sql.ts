import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Scout } from "../../core/api/scouts";
import { instantSchema } from "../platform/database/raw-values";

/**
 * The state of a scout row under the alias `s` (scout_messages): its response once answered, else pending until
 * expires_at and expired from then on (`now()`: the transaction's clock, one instant per statement group).
 */
export const scoutStatusSql: SQL = sql`(case when s.response is not null then s.response when s.expires_at <= now() then 'expired' else 'pending' end)`;

/** The scout's columns, prefixed `scout_`, over a `left join scout_messages s on s.chat_id = ch.id`. */
export const scoutColumns: SQL = sql`s.id as scout_id, s.title as scout_subject, s.body as scout_body, s.sent_at as scout_sent_at,
  s.expires_at as scout_expires_at, ${scoutStatusSql} as scout_status`;

const instant = instantSchema;

export const scoutRowShape = {
  scout_id: z.number().int().nullable(),
  scout_subject: z.string().nullable(),
  scout_body: z.string().nullable(),
  scout_sent_at: instant.nullable(),
  scout_expires_at: instant.nullable(),
  scout_status: z.enum(["pending", "accepted", "declined", "expired"]).nullable(),
};

type ScoutRow = z.infer<z.ZodObject<typeof scoutRowShape>>;

/** The scout of a row with scoutColumns, null for a chat without one. */
export function scoutOf(row: ScoutRow): Scout | null {
  if (row.scout_id === null) return null;
  return {
    id: row.scout_id,
    subject: row.scout_subject!,
    body: row.scout_body!,
    sent_at: row.scout_sent_at!,
    expires_at: row.scout_expires_at!,
    status: row.scout_status!,
  };
}

/** Whether the chat is open for messages: no scout, or an accepted one. */
export const isOpenChat = (scout: Scout | null) => scout === null || scout.status === "accepted";
