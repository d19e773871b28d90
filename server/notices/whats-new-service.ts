import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  NOTICES_DEFAULT_PER,
  type NoticeListQuery,
  type WhatsNewItem,
  type WhatsNewItemReadResponse,
  type WhatsNewListResponse,
  type WhatsNewReadAllResponse,
} from "../../core/api/notices";
import { siteRelativeUrl } from "../../core/notices/notice-paths";
import { countSchema, instantSchema } from "../platform/database/raw-values";
import { ApiError } from "../platform/http/api-error";
import { whatsNewUnreadCountSql, whatsNewUnreadSql, whatsNewVisibleSql } from "./unread-notices";

const itemRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  published_at: instantSchema,
  read_at: instantSchema.nullable(),
});

function itemColumns(userId: string) {
  return sql`w.id, w.title, w.body, w.url, c.id as company_id, c.name as company_name, w.published_at,
    (select r.read_at from whats_new_item_reads r where r.user_id = ${userId} and r.whats_new_item_id = w.id) as read_at`;
}

function itemOf(raw: unknown): WhatsNewItem {
  const row = itemRowSchema.parse(raw);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    url: siteRelativeUrl(row.url),
    company:
      row.company_id === null || row.company_name === null ? null : { id: row.company_id, name: row.company_name },
    published_at: row.published_at,
    read_at: row.read_at,
  };
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`select ${whatsNewUnreadCountSql(userId)} as n`);
  return countSchema.parse(result.rows[0]!.n);
}

async function readVisibleItem(db: Db, userId: string, itemId: number): Promise<WhatsNewItem | null> {
  const result = await db.execute(sql`
    select ${itemColumns(userId)} from whats_new_items w left join companies c on c.id = w.company_id
    where w.id = ${itemId} and ${whatsNewVisibleSql(userId)}`);
  return result.rows.length === 0 ? null : itemOf(result.rows[0]);
}

/** GET /api/v1/whats_new_items: one page of the items the student sees, newest first (ties: newest id first). */
export async function listWhatsNew(db: Db, userId: string, query: NoticeListQuery = {}): Promise<WhatsNewListResponse> {
  const per = query.per ?? NOTICES_DEFAULT_PER;
  const offset = ((query.page ?? 1) - 1) * per;
  const [page, counts] = await Promise.all([
    db.execute(sql`
      select ${itemColumns(userId)} from whats_new_items w left join companies c on c.id = w.company_id
      where ${whatsNewVisibleSql(userId)}
      order by w.published_at desc, w.id desc limit ${per} offset ${offset}`),
    db.execute(sql`
      select count(*)::int as total, count(*) filter (where ${whatsNewUnreadSql(userId)})::int as unread
      from whats_new_items w where ${whatsNewVisibleSql(userId)}`),
  ]);
  const totals = z.object({ total: countSchema, unread: countSchema }).parse(counts.rows[0]);
  return { whats_new_items: page.rows.map(itemOf), total_counts: totals.total, whats_new_unread_count: totals.unread };
}

/**
 * POST /api/v1/whats_new_items/{id}/read: a read row for an item the student sees (`on conflict do nothing`: the
 * first read mark stays, two at once add one row). An item the student does not see is 404, like an unknown id.
 */
export async function markWhatsNewRead(
  db: Db,
  userId: string,
  itemId: number,
  now: Date = new Date(),
): Promise<WhatsNewItemReadResponse> {
  await db.execute(sql`
    insert into whats_new_item_reads (user_id, whats_new_item_id, read_at)
    select ${userId}::uuid, w.id, ${now.toISOString()}::timestamptz from whats_new_items w
    where w.id = ${itemId} and ${whatsNewVisibleSql(userId)}
    on conflict (user_id, whats_new_item_id) do nothing`);
  const item = await readVisibleItem(db, userId, itemId);
  if (!item) throw new ApiError(404, "not_found", "What's new item not found");
  return { whats_new_item: item, whats_new_unread_count: await unreadCount(db, userId) };
}

/** POST /api/v1/whats_new_items/read_all: every item the student sees and has not read is read now. */
export async function markAllWhatsNewRead(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<WhatsNewReadAllResponse> {
  const result = await db.execute(sql`
    insert into whats_new_item_reads (user_id, whats_new_item_id, read_at)
    select ${userId}::uuid, w.id, ${now.toISOString()}::timestamptz from whats_new_items w
    where ${whatsNewVisibleSql(userId)} and ${whatsNewUnreadSql(userId)}
    on conflict (user_id, whats_new_item_id) do nothing
    returning whats_new_item_id`);
  return { marked: result.rows.length, whats_new_unread_count: await unreadCount(db, userId) };
}
