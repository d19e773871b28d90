import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { entries, follows, userAffiliations, users } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { eventListResponseSchema, pickupEventsResponseSchema } from "../../../core/api/event-list";
import { SEAT_HOLDING_STATES } from "../../../core/entries/entry-state";
import { apiRequest } from "../../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail, type SignedIn } from "../../testing/sign-in-as";

let database: TestDatabase;
let listing: FunctionModule["default"];
let graphql: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  listing = (await loadFunction("events-listing")).default;
  graphql = (await loadFunction("graphql")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function newStudent(graduateYear: number | null): Promise<SignedIn> {
  const [row] = await database.db
    .insert(users)
    .values({
      email: `l${randomBytes(6).toString("hex")}@example.com`,
      uniqueId: randomBytes(16).toString("hex"),
      graduateYear,
    })
    .returning({ id: users.id });
  return signInAs(database.db, row!.id);
}

/** Ids of published events hosted by or with one of the companies. */
async function eventIdsOfCompanies(companyIds: number[]): Promise<Set<number>> {
  const found = await rows<{ id: number }>(sql`
    select e.id from events e where e.published and (e.published_at is null or e.published_at <= now())
      and (e.host_company_id = any(${sql.param(companyIds)}::int[])
        or exists (select 1 from event_companies ec where ec.event_id = e.id and ec.company_id = any(${sql.param(companyIds)}::int[])))`);
  return new Set(found.map((row) => row.id));
}

describe("companies_to_follow", () => {
  it.each(AUTH_MODES)("in %s mode lists only events of the companies the student follows, no-store", async (mode) => {
    const student = await newStudent(2027);
    const hosts = await rows<{ id: number }>(sql`
      select host_company_id as id from events where published and host_company_id is not null
      group by host_company_id order by count(*) desc, host_company_id limit 2`);
    const followed = hosts.map((host) => host.id);
    await database.db.insert(follows).values(followed.map((companyId) => ({ userId: student.userId, companyId })));
    const response = await listing(
      apiRequest("/api/v1/events?companies_to_follow=true&per=100", await credentialsFor(database.db, student, mode)),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toBeNull();
    const body = eventListResponseSchema.parse(await response.json());
    expect(body.events.length).toBeGreaterThan(0);
    const allowed = await eventIdsOfCompanies(followed);
    for (const event of body.events) expect(allowed.has(event.id)).toBe(true);
    const all = eventListResponseSchema.parse(await (await listing(apiRequest("/api/v1/events?per=100"))).json());
    expect(body.total_counts).toBeLessThan(all.total_counts);
  });

  it("lists nothing for a student who follows nobody", async () => {
    const student = await newStudent(2027);
    for (const path of [
      "/api/v1/events?companies_to_follow=true",
      "/api/v1/events/free_word_search?companies_to_follow=true",
    ]) {
      const response = await listing(apiRequest(path, { cookies: student.cookies }));
      expect(eventListResponseSchema.parse(await response.json())).toEqual({ events: [], total_counts: 0 });
    }
    const pickup = await listing(
      apiRequest("/api/v1/pickup_events?companies_to_follow=true", { cookies: student.cookies }),
    );
    expect(pickupEventsResponseSchema.parse(await pickup.json())).toEqual({ pickup_events: [] });
  });

  it("answers 401 when anonymous", async () => {
    const response = await listing(apiRequest("/api/v1/events?companies_to_follow=true"));
    expect(response.status).toBe(401);
  });
});

describe("search_by_current_user_graduate_year and need_current_user_graduate_year_limits", () => {
  it.each(
    AUTH_MODES.flatMap((mode) =>
      ["search_by_current_user_graduate_year", "need_current_user_graduate_year_limits"].map((p) => [mode, p] as const),
    ),
  )("in %s mode %s lists only events targeting the student's year", async (mode, parameter) => {
    const userId = await userIdByEmail(database.db, "student@example.com");
    const [{ graduate_year: year }] = (await rows<{ graduate_year: number }>(
      sql`select graduate_year::int as graduate_year from users where id = ${userId}`,
    )) as [{ graduate_year: number }];
    const credentials = await credentialsFor(database.db, await signInAs(database.db, userId), mode);
    const response = await listing(apiRequest(`/api/v1/events?${parameter}=true&per=100`, credentials));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = eventListResponseSchema.parse(await response.json());
    const expected = await rows<{ count: number }>(sql`
        select count(*)::int as count from events e where e.published and (e.published_at is null or e.published_at <= now())
          and ${year} = any(e.graduate_years)`);
    expect(body.total_counts).toBe(expected[0]!.count);
    const ids = body.events.map((event) => event.id);
    const years = await rows<{ ok: boolean }>(
      sql`select ${year} = any(graduate_years) as ok from events where id = any(${sql.param(ids)}::int[])`,
    );
    expect(years.every((row) => row.ok)).toBe(true);
  });

  it("lists nothing when graduates names other years only", async () => {
    const student = await newStudent(2027);
    const response = await listing(
      apiRequest("/api/v1/events?search_by_current_user_graduate_year=true&graduates[]=2028", {
        cookies: student.cookies,
      }),
    );
    expect(eventListResponseSchema.parse(await response.json())).toEqual({ events: [], total_counts: 0 });
  });

  it("answers 401 when anonymous", async () => {
    for (const parameter of ["search_by_current_user_graduate_year", "need_current_user_graduate_year_limits"]) {
      expect((await listing(apiRequest(`/api/v1/events?${parameter}=true`))).status).toBe(401);
    }
  });
});

describe("has_record_on_current_user_university", () => {
  it("is true on the events where another student of the viewer's university holds a seat, false elsewhere and anonymously", async () => {
    const [university] = await rows<{ id: number }>(sql`select id from universities order by id limit 1`);
    const [event] = await rows<{ id: number; schedule_id: number }>(sql`
      select e.id, min(s.id)::int as schedule_id from events e join schedules s on s.event_id = e.id
      where e.published and (e.published_at is null or e.published_at <= now()) and e.category = 'seminar'
      group by e.id order by e.id limit 1`);
    const viewer = await newStudent(2027);
    const classmate = await newStudent(2027);
    const stranger = await newStudent(2027);
    await database.db.insert(userAffiliations).values([
      { userId: viewer.userId, schoolType: "university", universityId: university!.id },
      { userId: classmate.userId, schoolType: "university", universityId: university!.id },
    ]);
    await database.db.insert(entries).values([
      { eventId: event!.id, scheduleId: event!.schedule_id, userId: classmate.userId, state: "entried" },
      { eventId: event!.id, scheduleId: event!.schedule_id, userId: stranger.userId, state: "entried" },
    ]);
    const path = `/api/v1/events?category=seminar&include_event_ids[]=${event!.id}&per=10`;
    const record = async (options?: { cookies: Record<string, string> }) => {
      const body = eventListResponseSchema.parse(await (await listing(apiRequest(path, options))).json());
      return body.events.map((item) => [item.id, item.has_record_on_current_user_university] as const);
    };
    const seen = await record({ cookies: viewer.cookies });
    expect(seen[0]).toEqual([event!.id, true]);
    expect(seen.slice(1).every(([, flag]) => flag === false)).toBe(true);
    expect((await record({ cookies: stranger.cookies }))[0]).toEqual([event!.id, false]);
    expect((await record()).every(([, flag]) => flag === false)).toBe(true);

    // The cards' mark reads the same fact through GraphQL (server/entries/university-record.ts): same answer per event.
    const marked = async (student: SignedIn) => {
      const response = await graphql(
        apiRequest("/api/graphql", {
          method: "POST",
          body: { query: "{ viewer { universityRecordEventIds } }" },
          cookies: student.cookies,
        }),
      );
      const body = (await response.json()) as { data: { viewer: { universityRecordEventIds: number[] } } };
      return new Set(body.data.viewer.universityRecordEventIds);
    };
    const viewerMarks = await marked(viewer);
    expect(viewerMarks.has(event!.id)).toBe(true);
    expect(seen.every(([id, flag]) => viewerMarks.has(id) === flag)).toBe(true);
    expect((await marked(stranger)).has(event!.id)).toBe(false);
    expect((await marked(classmate)).has(event!.id)).toBe(false); // their own entry is no classmate's
  });
});

describe("affiliated on GET /app_api/v1/events/free_word_search", () => {
  it.each(AUTH_MODES)(
    "in %s mode keeps exactly the events with a record at the student's university, no-store",
    async (mode) => {
      // each mode its own university and events, so that one run's entries make no record for the next
      const offset = AUTH_MODES.indexOf(mode);
      const [university] = await rows<{ id: number }>(
        sql`select id from universities order by id desc limit 1 offset ${offset + 2}`,
      );
      const events = await rows<{ id: number; schedule_id: number }>(sql`
        select e.id, min(s.id)::int as schedule_id from events e join schedules s on s.event_id = e.id
        where e.published and (e.published_at is null or e.published_at <= now()) and e.category = 'internship'
        group by e.id order by e.id desc limit 3 offset ${offset * 3}`);
      const [recorded, ownOnly, strangerOnly] = events as [(typeof events)[0], (typeof events)[0], (typeof events)[0]];
      const viewer = await newStudent(2027);
      const classmate = await newStudent(2027);
      const stranger = await newStudent(2027);
      await database.db.insert(userAffiliations).values([
        { userId: viewer.userId, schoolType: "university", universityId: university!.id },
        { userId: classmate.userId, schoolType: "university", universityId: university!.id },
      ]);
      await database.db.insert(entries).values([
        { eventId: recorded.id, scheduleId: recorded.schedule_id, userId: classmate.userId, state: "entried" },
        // the viewer's own seat and a student of no university make no record
        { eventId: ownOnly.id, scheduleId: ownOnly.schedule_id, userId: viewer.userId, state: "entried" },
        { eventId: strangerOnly.id, scheduleId: strangerOnly.schedule_id, userId: stranger.userId, state: "entried" },
      ]);
      // Every other event with a record at this university (the seed's students) belongs in the answer too.
      const expected = await rows<{ id: number }>(sql`
        select distinct ue.event_id as id from entries ue join user_affiliations ua on ua.user_id = ue.user_id
        join events e on e.id = ue.event_id
        where ua.university_id = ${university!.id} and ue.user_id <> ${viewer.userId}
          and ue.state::text = any(${sql.param([...SEAT_HOLDING_STATES])}::text[]) and e.category = 'internship' and e.published
          and (e.published_at is null or e.published_at <= now())`);
      const response = await listing(
        apiRequest(
          "/app_api/v1/events/free_word_search?category=internship&affiliated=true&per=100",
          await credentialsFor(database.db, viewer, mode),
        ),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const body = eventListResponseSchema.parse(await response.json());
      const found = body.events.map((event) => event.id).sort((a, b) => a - b);
      expect(found).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
      expect(found).toContain(recorded.id);
      expect(found).not.toContain(ownOnly.id);
      expect(found).not.toContain(strangerOnly.id);
      expect(body.events.every((event) => event.has_record_on_current_user_university)).toBe(true);
      expect(body.total_counts).toBe(found.length);
    },
  );

  it("combines with the search words and lists nothing for a student of no university", async () => {
    const viewer = await newStudent(2027);
    const none = await listing(
      apiRequest("/app_api/v1/events/free_word_search?category=internship&affiliated=true", {
        cookies: viewer.cookies,
      }),
    );
    expect(none.status).toBe(200);
    expect(eventListResponseSchema.parse(await none.json())).toEqual({ events: [], total_counts: 0 });

    const [university] = await rows<{ id: number }>(sql`select id from universities order by id desc limit 1 offset 1`);
    const [event] = await rows<{ id: number; schedule_id: number; title: string }>(sql`
      select e.id, min(s.id)::int as schedule_id, e.title from events e join schedules s on s.event_id = e.id
      where e.published and (e.published_at is null or e.published_at <= now()) and e.category = 'seminar'
      group by e.id order by e.id limit 1`);
    const classmate = await newStudent(2027);
    await database.db.insert(userAffiliations).values([
      { userId: viewer.userId, schoolType: "university", universityId: university!.id },
      { userId: classmate.userId, schoolType: "university", universityId: university!.id },
    ]);
    await database.db
      .insert(entries)
      .values({ eventId: event!.id, scheduleId: event!.schedule_id, userId: classmate.userId, state: "elected" });
    const search = async (words: string) => {
      const response = await listing(
        apiRequest(
          `/app_api/v1/events/free_word_search?category=seminar&affiliated=true&per=100&search_query=${encodeURIComponent(words)}`,
          { cookies: viewer.cookies },
        ),
      );
      return eventListResponseSchema.parse(await response.json()).events.map((item) => item.id);
    };
    expect(await search(event!.title)).toContain(event!.id);
    expect(await search(`${event!.title} 該当しない語ぬぬぬ`)).toEqual([]);
  });

  it("answers 401 when anonymous", async () => {
    const response = await listing(apiRequest("/app_api/v1/events/free_word_search?category=entry&affiliated=true"));
    expect(response.status).toBe(401);
  });
});
