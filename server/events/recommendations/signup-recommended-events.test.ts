import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { signupRecommendedEvents, users } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { signupRecommendedEventsResponseSchema } from "../../../core/api/event-recommendations";
import { apiRequest } from "../../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { setTokenBasedAuth, signInAs } from "../../testing/sign-in-as";

const PATH = "/api/v1/signup_recommended_events";

let database: TestDatabase;
let recommendations: FunctionModule["default"];
/** open published events: one for 2027 only, one for 2028 only, one for no year */
let for2027: number;
let for2028: number;
let forAnyone: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

beforeAll(async () => {
  database = await openSeededDatabase();
  recommendations = (await loadFunction("events-recommendations")).default;
  const open = await rows<{ id: number }>(sql`
    select e.id from events e where e.published and (e.published_at is null or e.published_at <= now())
      and exists (select 1 from schedules s where s.event_id = e.id and not s.canceled and not s.stopped_entry and s.time_limit_at > now())
    order by e.id limit 3`);
  [for2027, for2028, forAnyone] = open.map((row) => row.id) as [number, number, number];
  await database.db.execute(sql`update events set graduate_years = '{2027}' where id = ${for2027}`);
  await database.db.execute(sql`update events set graduate_years = '{2028}' where id = ${for2028}`);
  await database.db.execute(sql`update events set graduate_years = '{}' where id = ${forAnyone}`);
  await database.db.delete(signupRecommendedEvents);
  await database.db.insert(signupRecommendedEvents).values([
    { eventId: forAnyone, displayOrder: 1 },
    { eventId: for2028, displayOrder: 2 },
    { eventId: for2027, displayOrder: 3 },
  ]);
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function student(graduateYear: number | null) {
  const [row] = await database.db
    .insert(users)
    .values({
      email: `r${randomBytes(6).toString("hex")}@example.com`,
      uniqueId: randomBytes(16).toString("hex"),
      graduateYear,
    })
    .returning({ id: users.id });
  return signInAs(database.db, row!.id);
}

describe("GET /api/v1/signup_recommended_events for a signed-in student", () => {
  it.each(AUTH_MODES)(
    "in %s mode answers the rows suiting the student's year, in display order, no-store",
    async (mode) => {
      const signedIn = await student(2027);
      const response = await recommendations(apiRequest(PATH, await credentialsFor(database.db, signedIn, mode)));
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const body = signupRecommendedEventsResponseSchema.parse(await response.json());
      expect(body.signup_recommended_events.map((event) => event.id)).toEqual([forAnyone, for2027]);
    },
  );

  it("answers every open row to a student without a graduation year", async () => {
    const response = await recommendations(apiRequest(PATH, { cookies: (await student(null)).cookies }));
    const body = signupRecommendedEventsResponseSchema.parse(await response.json());
    expect(body.signup_recommended_events.map((event) => event.id)).toEqual([forAnyone, for2028, for2027]);
  });

  it("leaves out unpublished events", async () => {
    await database.db.execute(sql`update events set published = false where id = ${forAnyone}`);
    const response = await recommendations(apiRequest(PATH, { cookies: (await student(2028)).cookies }));
    const body = signupRecommendedEventsResponseSchema.parse(await response.json());
    expect(body.signup_recommended_events.map((event) => event.id)).toEqual([for2028]);
  });
});
