import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { popups } from "../../db/schema";
import type { Popup } from "../../core/api/popups";

/**
 * The popup to show on `path` to a viewer of `graduateYear` (null: anonymous, or a student without one) at `now`:
 * published, inside its window (starts_at ≤ now < ends_at), targeting the page (no prefixes, or a prefix equal to
 * the path or a segment boundary above it: `/events` matches `/events` and `/events/internship`, not
 * `/eventsx`), and targeting the viewer (no years, or the viewer's year). Several: highest priority, then newest.
 */
export async function findActivePopup(
  db: Db,
  path: string,
  graduateYear: number | null,
  now: Date = new Date(),
): Promise<Popup | null> {
  const pageMatches = sql`(cardinality(${popups.targetPathPrefixes}) = 0 or exists (
    select 1 from unnest(${popups.targetPathPrefixes}) as prefix
    where prefix = '/' or ${path} = prefix or starts_with(${path}, prefix || '/')))`;
  const viewerMatches =
    graduateYear === null
      ? sql`cardinality(${popups.targetGraduateYears}) = 0`
      : sql`(cardinality(${popups.targetGraduateYears}) = 0 or ${graduateYear}::smallint = any(${popups.targetGraduateYears}))`;
  const [row] = await db
    .select()
    .from(popups)
    .where(
      and(eq(popups.published, true), lte(popups.startsAt, now), gt(popups.endsAt, now), pageMatches, viewerMatches),
    )
    .orderBy(desc(popups.priority), desc(popups.createdAt), desc(popups.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    type: row.popupType,
    url: row.url,
    title: row.title,
    message: row.message,
    image_url: row.imageUrl,
    target_path_prefixes: row.targetPathPrefixes,
    target_graduate_years: row.targetGraduateYears,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}
