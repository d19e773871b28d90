import { sql } from "drizzle-orm";
import { DEMO_USER_EMAILS } from "../../db/seed";
import type { TestDatabase } from "../../db/testing";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { userIdByEmail } from "../testing/sign-in-as";
import { bookmarkIdOf, clipEvent, clipsOf, eventClipState, unclipEvent } from "./clip-service";
import { EngagementNotFoundError } from "./engagement-errors";
import { companyFollowState, followCompany, followedCompanyIds, isFollowing, unfollowCompany } from "./follow-service";

let database: TestDatabase;
let userId: string;
let companyId: number;
let eventId: number;
let unpublishedEventId: number;

async function firstId(query: ReturnType<typeof sql>): Promise<number> {
  const row = (await database.db.execute<{ id: number }>(query)).rows[0];
  if (!row) throw new Error("the seed has no row for this test");
  return row.id;
}

beforeAll(async () => {
  database = await openSeededDatabase();
  userId = await userIdByEmail(database.db, DEMO_USER_EMAILS[1]);
  companyId = await firstId(
    sql`select c.id from companies c where not exists (select 1 from follows f where f.company_id = c.id and f.user_id = ${userId}) order by c.id desc limit 1`,
  );
  eventId =
    await firstId(sql`select e.id from events e where e.published and (e.published_at is null or e.published_at <= now())
    and not exists (select 1 from clips c where c.event_id = e.id and c.user_id = ${userId}) order by e.id desc limit 1`);
  unpublishedEventId = await firstId(sql`select id from events where not published order by id desc limit 1`);
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

describe("follow service", () => {
  it("follows and unfollows idempotently, and the readers agree", async () => {
    const db = database.db;
    expect(await companyFollowState(db, userId, companyId)).toEqual({ id: companyId, followed: false });
    await Promise.all([followCompany(db, userId, companyId), followCompany(db, userId, companyId)]);
    expect(await followCompany(db, userId, companyId)).toEqual({ id: companyId, followed: true });
    expect(await followedCompanyIds(db, userId)).toContain(companyId);
    expect(await isFollowing(db, userId, companyId)).toBe(true);
    expect(await isFollowing(db, null, companyId)).toBe(false);
    expect(await companyFollowState(db, null, companyId)).toEqual({ id: companyId, followed: false });
    expect(await unfollowCompany(db, userId, companyId)).toEqual({ id: companyId, followed: false });
    expect(await unfollowCompany(db, userId, companyId)).toEqual({ id: companyId, followed: false });
    expect(await followedCompanyIds(db, userId)).not.toContain(companyId);
  });

  it("rejects unknown companies, out-of-range ids included", async () => {
    for (const id of [99_999_999, 0, -1, 2 ** 40]) {
      await expect(followCompany(database.db, userId, id)).rejects.toBeInstanceOf(EngagementNotFoundError);
    }
  });
});

describe("clip service", () => {
  it("clips once under concurrency, answers the row id as bookmark id, and unclips idempotently", async () => {
    const db = database.db;
    const before = await eventClipState(db, userId, eventId);
    expect(before).toMatchObject({ clipped: false, bookmarkId: null });
    const states = await Promise.all([
      clipEvent(db, userId, eventId),
      clipEvent(db, userId, eventId),
      clipEvent(db, userId, eventId),
    ]);
    const bookmarkId = await bookmarkIdOf(db, userId, eventId);
    expect(bookmarkId).not.toBeNull();
    for (const state of states)
      expect(state).toEqual({ id: eventId, clipped: true, bookmarkId, clipCount: before.clipCount + 1 });
    expect(await clipsOf(db, userId)).toContainEqual({ eventId, bookmarkId });
    expect(await eventClipState(db, null, eventId)).toEqual({
      id: eventId,
      clipped: false,
      bookmarkId: null,
      clipCount: before.clipCount + 1,
    });
    expect(await unclipEvent(db, userId, eventId)).toEqual(before);
    expect(await unclipEvent(db, userId, eventId)).toEqual(before);
  });

  it("rejects unknown and unpublished events", async () => {
    for (const id of [99_999_999, unpublishedEventId]) {
      await expect(clipEvent(database.db, userId, id)).rejects.toBeInstanceOf(EngagementNotFoundError);
    }
  });
});
