import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { DEMO_USER_EMAILS } from "../../db/seed";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail, type SignedIn } from "../testing/sign-in-as";
import { graphqlResponseSchema } from "./graphql-route";
import { MAX_DEPTH } from "./document-limits";

let database: TestDatabase;
let graphql: FunctionModule["default"];
let student: SignedIn;
let other: SignedIn;
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
  graphql = (await loadFunction("graphql")).default;
  await setTokenBasedAuth(database.db, false);
  student = await signInAs(database.db, await userIdByEmail(database.db, DEMO_USER_EMAILS[0]));
  other = await signInAs(database.db, await userIdByEmail(database.db, DEMO_USER_EMAILS[1]));
  // Things neither demo student follows or clips yet.
  companyId = await firstId(
    sql`select c.id from companies c where not exists (select 1 from follows f where f.company_id = c.id and f.user_id in (${student.userId}, ${other.userId})) order by c.id limit 1`,
  );
  eventId =
    await firstId(sql`select e.id from events e where e.published and (e.published_at is null or e.published_at <= now())
    and not exists (select 1 from clips c where c.event_id = e.id and c.user_id in (${student.userId}, ${other.userId})) order by e.id limit 1`);
  unpublishedEventId = await firstId(sql`select id from events where not published order by id limit 1`);
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Auth = SignedIn | null;
type GraphqlResult = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- data shapes vary per operation; tests compare them whole
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

async function post(body: unknown, auth: Auth, options: ApiRequestOptions = {}) {
  return graphql(
    apiRequest("/api/graphql", { method: "POST", body, cookies: auth?.cookies, headers: auth?.headers, ...options }),
  );
}

async function gql(query: string, variables: Record<string, unknown> = {}, auth: Auth = student) {
  const response = await post({ query, variables }, auth);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return graphqlResponseSchema.parse(await response.json()) as GraphqlResult;
}

const VIEWER = `query Viewer { viewer { id followedCompanyIds clippedEventIds clips { eventId bookmarkId } } }`;
const FOLLOW = `mutation Follow($id: Int!) { followCompany(companyId: $id) { id followed liked } }`;
const UNFOLLOW = `mutation Unfollow($id: Int!) { unfollowCompany(companyId: $id) { id followed liked } }`;
const CLIP = `mutation Clip($id: Int!) { clipEvent(eventId: $id) { id clipped bookmarkId clipCount } }`;
const UNCLIP = `mutation Unclip($id: Int!) { unclipEvent(eventId: $id) { id clipped bookmarkId clipCount } }`;

async function clipRows(userId: string, id: number) {
  return (
    await database.db.execute<{ id: number }>(sql`select id from clips where user_id = ${userId} and event_id = ${id}`)
  ).rows;
}

async function clipCount(id: number) {
  return (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from clips where event_id = ${id}`))
    .rows[0]!.n;
}

describe("POST /api/graphql: viewer", () => {
  it("is null when anonymous", async () => {
    expect(await gql(VIEWER, {}, null)).toEqual({ data: { viewer: null } });
  });

  it("is the signed-in student with what they follow and clip (session mode)", async () => {
    const { data } = await gql(VIEWER);
    expect(data?.viewer).toMatchObject({ id: student.userId });
    const followed = (
      await database.db.execute<{ company_id: number }>(
        sql`select company_id from follows where user_id = ${student.userId}`,
      )
    ).rows;
    expect([...data!.viewer.followedCompanyIds].sort()).toEqual(followed.map((row) => row.company_id).sort());
  });

  it("carries the current user from the same service as the REST call; likedCompanies follows the follow", async () => {
    const CURRENT_USER = `{ viewer { currentUser { id lastName notificationUnreadCount likedCompanies } } }`;
    const user = (
      await database.db.execute<{ last_name: string }>(
        sql`select last_name from user_basic_informations where user_id = ${student.userId}`,
      )
    ).rows[0];
    const unread = (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from notifications where user_id = ${student.userId} and read_at is null`,
      )
    ).rows[0]!.n;
    const before = (await gql(CURRENT_USER)).data?.viewer.currentUser;
    expect(before).toMatchObject({
      id: student.userId,
      lastName: user?.last_name ?? null,
      notificationUnreadCount: unread,
    });
    await gql(FOLLOW, { id: companyId });
    expect((await gql(CURRENT_USER)).data?.viewer.currentUser.likedCompanies).toContain(companyId);
    await gql(UNFOLLOW, { id: companyId });
    expect((await gql(CURRENT_USER)).data?.viewer.currentUser.likedCompanies).not.toContain(companyId);
  });
});

describe("POST /api/graphql: follows", () => {
  it("follow → viewer.followedCompanyIds has the company and Company.followed/liked are true; repeats are idempotent; unfollow undoes it", async () => {
    expect((await gql(FOLLOW, { id: companyId })).data).toEqual({
      followCompany: { id: companyId, followed: true, liked: true },
    });
    expect((await gql(FOLLOW, { id: companyId })).data).toEqual({
      followCompany: { id: companyId, followed: true, liked: true },
    });
    expect((await gql(VIEWER)).data?.viewer.followedCompanyIds).toContain(companyId);
    expect((await gql(`query($id: Int!) { company(id: $id) { followed liked } }`, { id: companyId })).data).toEqual({
      company: { followed: true, liked: true },
    });
    // another student does not see it
    expect((await gql(`query($id: Int!) { company(id: $id) { followed } }`, { id: companyId }, other)).data).toEqual({
      company: { followed: false },
    });
    const rows = await database.db.execute(
      sql`select 1 from follows where user_id = ${student.userId} and company_id = ${companyId}`,
    );
    expect(rows.rows).toHaveLength(1);

    expect((await gql(UNFOLLOW, { id: companyId })).data).toEqual({
      unfollowCompany: { id: companyId, followed: false, liked: false },
    });
    expect((await gql(UNFOLLOW, { id: companyId })).data).toEqual({
      unfollowCompany: { id: companyId, followed: false, liked: false },
    });
    expect((await gql(VIEWER)).data?.viewer.followedCompanyIds).not.toContain(companyId);
  });

  it("answers NOT_FOUND for an unknown company", async () => {
    const result = await gql(FOLLOW, { id: 99_999_999 });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("POST /api/graphql: clips", () => {
  it("clip → bookmarkId is the clips row id and clipCount grows by one; a repeat changes nothing; unclip undoes it", async () => {
    const before = await clipCount(eventId);
    const { data } = await gql(CLIP, { id: eventId });
    const [row] = await clipRows(student.userId, eventId);
    expect(data).toEqual({ clipEvent: { id: eventId, clipped: true, bookmarkId: row!.id, clipCount: before + 1 } });
    expect((await gql(CLIP, { id: eventId })).data).toEqual(data);
    expect((await gql(VIEWER)).data?.viewer).toMatchObject({
      clippedEventIds: expect.arrayContaining([eventId]),
      clips: expect.arrayContaining([{ eventId, bookmarkId: row!.id }]),
    });
    expect(
      (await gql(`query($id: Int!) { event(id: $id) { clipped bookmarkId clipCount } }`, { id: eventId }, other)).data,
    ).toEqual({
      event: { clipped: false, bookmarkId: null, clipCount: before + 1 },
    });

    expect((await gql(UNCLIP, { id: eventId })).data).toEqual({
      unclipEvent: { id: eventId, clipped: false, bookmarkId: null, clipCount: before },
    });
    expect((await gql(UNCLIP, { id: eventId })).data).toEqual({
      unclipEvent: { id: eventId, clipped: false, bookmarkId: null, clipCount: before },
    });
    expect(await clipRows(student.userId, eventId)).toHaveLength(0);
  });

  it("keeps one row when two clipEvent calls race", async () => {
    const [a, b] = await Promise.all([gql(CLIP, { id: eventId }), gql(CLIP, { id: eventId })]);
    const rows = await clipRows(student.userId, eventId);
    expect(rows).toHaveLength(1);
    expect(a.data?.clipEvent.bookmarkId).toBe(rows[0]!.id);
    expect(b.data?.clipEvent.bookmarkId).toBe(rows[0]!.id);
    await gql(UNCLIP, { id: eventId });
  });

  it("answers NOT_FOUND for an unknown or unpublished event", async () => {
    for (const id of [99_999_999, unpublishedEventId]) {
      const result = await gql(CLIP, { id });
      expect(result.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    expect(await clipRows(student.userId, unpublishedEventId)).toHaveLength(0);
  });
});

describe("POST /api/graphql: access", () => {
  it.each([FOLLOW, UNFOLLOW, CLIP, UNCLIP])(
    "answers UNAUTHENTICATED (HTTP 200) to an anonymous mutation: %s",
    async (mutation) => {
      const id = mutation.includes("ompany") ? companyId : eventId;
      const result = await gql(mutation, { id }, null);
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    },
  );

  it("answers 403 without the CSRF header or the ajax marker, for queries too", async () => {
    for (const options of [
      { csrfHeader: null },
      { csrfHeader: "wrong" },
      { ajaxMarker: false },
    ] satisfies ApiRequestOptions[]) {
      const response = await post({ query: VIEWER }, student, options);
      expect(response.status).toBe(403);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toMatch(/csrf|ajax/);
    }
    expect(await clipRows(student.userId, eventId)).toHaveLength(0);
  });

  it("answers 405 to GET and 400 to a body that is not a GraphQL request", async () => {
    expect((await graphql(apiRequest(`/api/graphql?query=${encodeURIComponent(VIEWER)}`))).status).toBe(405);
    for (const body of [
      {},
      { query: VIEWER, extra: 1 },
      { query: VIEWER, variables: [1] },
      { query: "{ viewer { id } }".padEnd(10_001, " ") },
    ]) {
      const response = await post(body, student);
      expect([JSON.stringify(body).slice(0, 40), response.status]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
    }
  });

  it("answers parse and validation errors, and refuses documents nested too deep", async () => {
    expect((await gql("{ viewer { ")).errors?.[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
    expect((await gql("{ viewer { nope } }")).errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const deep = `{ viewer { ${"...F ".repeat(1)} } } fragment F on Viewer { clips { eventId } }`;
    expect((await gql(deep)).errors).toBeUndefined();
    const tooDeep =
      "{ " + "viewer { ".repeat(1) + "clips { ".repeat(MAX_DEPTH) + "eventId" + " }".repeat(MAX_DEPTH + 2);
    expect((await gql(tooDeep)).errors?.map((error) => error.extensions?.code)).toContain("BAD_REQUEST");
  });

  it("works in token mode with the bearer token, and ignores the session cookie there", async () => {
    await setTokenBasedAuth(database.db, true);
    try {
      expect((await gql(VIEWER)).data?.viewer).toMatchObject({ id: student.userId });
      expect((await gql(FOLLOW, { id: companyId })).data?.followCompany).toEqual({
        id: companyId,
        followed: true,
        liked: true,
      });
      const cookieOnly = { ...student, headers: {} };
      expect((await gql(VIEWER, {}, cookieOnly)).data).toEqual({ viewer: null });
      expect((await gql(UNFOLLOW, { id: companyId }, cookieOnly)).errors?.[0]?.extensions?.code).toBe(
        "UNAUTHENTICATED",
      );
      expect((await gql(UNFOLLOW, { id: companyId })).data?.unfollowCompany.followed).toBe(false);
    } finally {
      await setTokenBasedAuth(database.db, false);
    }
  });
});
