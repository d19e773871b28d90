import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { events, featureFlags, recentlyViewedEvents, schedules } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import { cooperatingSitesResponseSchema } from "../../../core/api/cooperating-sites";
import { studentEndeavorDraftResponseSchema } from "../../../core/api/user-registration-activities";
import {
  recentlyViewedEventsResponseSchema,
  registrationEventsResponseSchema,
} from "../../../core/api/user-registration-events";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { createOpenSchedule } from "../../testing/open-schedule";
import { newRegisteredStudent } from "../../testing/registered-student";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";

const BASE = "/api/v1/user_registrations";

let database: TestDatabase;
let registrations: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  registrations = (await loadFunction("user-registrations")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function call(path: string, options: ApiRequestOptions = {}) {
  const response = await registrations(apiRequest(`${BASE}${path}`, options));
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as unknown,
    cacheControl: response.headers.get("Cache-Control"),
  };
}
const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).error;

describe("cooperating sites", () => {
  it("GET cooperating_sites offers the published sites of the student's graduation year, in display order", async () => {
    const student2029 = await newRegisteredStudent(database.db, { graduateYear: 2029 });
    const offered = cooperatingSitesResponseSchema.parse(
      (await call("/cooperating_sites", { cookies: student2029.cookies })).body,
    ).cooperating_sites;
    expect(offered.map((site) => site.name)).toEqual(["適職診断ナビ"]);
    expect(offered[0]).toMatchObject({ graduate_years: [2027, 2028, 2029], allowed_checked_by_default: true });
    const student2031 = await newRegisteredStudent(database.db, { graduateYear: 2031 });
    expect((await call("/cooperating_sites", { cookies: student2031.cookies })).body).toEqual({
      cooperating_sites: [],
    });
  });

  it("GET all_cooperating_sites answers the asked sites in order; cooperating_site_ids is required", async () => {
    const student = await newRegisteredStudent(database.db);
    const result = await call(
      "/all_cooperating_sites?cooperating_site_ids[]=3&cooperating_site_ids[]=1&cooperating_site_ids[]=999",
      { cookies: student.cookies },
    );
    expect(cooperatingSitesResponseSchema.parse(result.body).cooperating_sites.map((site) => site.id)).toEqual([3, 1]);
    const missing = await call("/all_cooperating_sites", { cookies: student.cookies });
    expect(errorOf(missing.body)).toMatchObject({
      status: 400,
      message: 'Required parameter "cooperating_site_ids" is missing',
    });
    expect((await call("/all_cooperating_sites?cooperating_site_ids[]=1")).status).toBe(401);
  });

  it("PUT user_registration_cooperating_sites accepts offered sites only and is closed once completed", async () => {
    const student = await newRegisteredStudent(database.db, { graduateYear: 2029 });
    const notOffered = await call("/user_registration_cooperating_sites", {
      method: "PUT",
      body: { cooperating_site_ids: [3, 1] },
      cookies: student.cookies,
    });
    expect(errorOf(notOffered.body).message).toContain('Invalid parameter "cooperating_site_ids[1]"');
    const stored = await call("/user_registration_cooperating_sites", {
      method: "PUT",
      body: { cooperating_site_ids: [3] },
      cookies: student.cookies,
    });
    expect(stored.body).toEqual({ cooperating_site_ids: [3] });
    const done = await newRegisteredStudent(database.db, { status: "completed" });
    const closed = await call("/user_registration_cooperating_sites", {
      method: "PUT",
      body: { cooperating_site_ids: [] },
      cookies: done.cookies,
    });
    expect(errorOf(closed.body)).toMatchObject({ status: 409, code: "conflict" });
  });
});

describe("events and entry schedules", () => {
  it("GET events answers the published events asked for, in order, with schedules still taking entries", async () => {
    const student = await newRegisteredStudent(database.db);
    const open = await createOpenSchedule(database.db, { admissionLimitNumber: 30 });
    const [hidden] = await database.db
      .insert(events)
      .values({ category: "seminar", title: "非公開", descriptionMarkdown: "x", published: false })
      .returning({ id: events.id });
    const result = await call(`/events?event_ids[]=${hidden!.id}&event_ids[]=${open.eventId}`, {
      cookies: student.cookies,
    });
    expect(result.status).toBe(200);
    const answered = registrationEventsResponseSchema.parse(result.body).events;
    expect(answered.map((event) => event.id)).toEqual([open.eventId]);
    expect(answered[0]!.schedules).toEqual([
      expect.objectContaining({ id: open.scheduleId, remaining_seat_count: 30, has_reached_admission_limit: false }),
    ]);
    const missing = await call("/events", { cookies: student.cookies });
    expect(errorOf(missing.body).message).toBe('Required parameter "event_ids" is missing');
  });

  it("PUT entry_on_user_registrations stores schedules that take entries and refuses closed ones", async () => {
    const student = await newRegisteredStudent(database.db);
    const open = await createOpenSchedule(database.db);
    const closed = await createOpenSchedule(database.db);
    await database.db.update(schedules).set({ stoppedEntry: true }).where(eq(schedules.id, closed.scheduleId));
    const put = await call("/entry_on_user_registrations", {
      method: "PUT",
      body: { schedule_ids: [open.scheduleId] },
      cookies: student.cookies,
    });
    expect(put.body).toEqual({ schedule_ids: [open.scheduleId] });
    const refused = await call("/entry_on_user_registrations", {
      method: "PUT",
      body: { schedule_ids: [open.scheduleId, closed.scheduleId] },
      cookies: student.cookies,
    });
    expect(errorOf(refused.body).message).toContain('Invalid parameter "schedule_ids[1]"');
    expect((await call("/entry_on_user_registrations", { cookies: student.cookies })).body).toEqual({
      schedule_ids: [open.scheduleId],
    });
    const missing = await call("/entry_on_user_registrations", { method: "PUT", body: {}, cookies: student.cookies });
    expect(errorOf(missing.body).message).toBe('Required parameter "schedule_ids" is missing');
    const other = await newRegisteredStudent(database.db);
    expect((await call("/entry_on_user_registrations", { cookies: other.cookies })).body).toEqual({ schedule_ids: [] });
  });
});

describe("new_grad_referral_option", () => {
  it("stores and answers new_grad_referral_option_enabled; the body is required", async () => {
    const student = await newRegisteredStudent(database.db);
    expect((await call("/new_grad_referral_option", { cookies: student.cookies })).body).toEqual({
      new_grad_referral_option_enabled: false,
    });
    const put = await call("/new_grad_referral_option", {
      method: "PUT",
      body: { new_grad_referral_option_enabled: true },
      cookies: student.cookies,
    });
    expect(put.body).toEqual({ new_grad_referral_option_enabled: true });
    expect((await call("/new_grad_referral_option", { cookies: student.cookies })).body).toEqual({
      new_grad_referral_option_enabled: true,
    });
    const missing = await call("/new_grad_referral_option", { method: "PUT", cookies: student.cookies });
    expect(errorOf(missing.body).message).toBe("Required request body is missing");
    expect((await call("/new_grad_referral_option")).status).toBe(401);
  });
});

describe("recently_viewed_events", () => {
  it("replaces the student's list (newest first), drops unknown events and accepts only the student's own address", async () => {
    const student = await newRegisteredStudent(database.db);
    const first = await createOpenSchedule(database.db);
    const second = await createOpenSchedule(database.db);
    const body = { email: student.email.toUpperCase(), event_ids: [second.eventId, 99999, first.eventId] };
    const put = await call("/recently_viewed_events", { method: "PUT", body, cookies: student.cookies });
    expect(recentlyViewedEventsResponseSchema.parse(put.body)).toEqual({
      email: student.email,
      event_ids: [second.eventId, first.eventId],
    });
    expect((await call("/recently_viewed_events", { cookies: student.cookies })).body).toEqual(put.body);
    const other = await newRegisteredStudent(database.db);
    const foreign = await call("/recently_viewed_events", {
      method: "PUT",
      body: { email: student.email, event_ids: [] },
      cookies: other.cookies,
    });
    expect(errorOf(foreign.body).message).toContain('Invalid parameter "email"');
    const rows = await database.db
      .select()
      .from(recentlyViewedEvents)
      .where(eq(recentlyViewedEvents.email, student.email));
    expect(rows).toHaveLength(2);
    const missing = await call("/recently_viewed_events", {
      method: "PUT",
      body: { event_ids: [] },
      cookies: student.cookies,
    });
    expect(errorOf(missing.body).message).toBe('Required parameter "email" is missing');
  });
});

describe("POST user_registration_student_endeavor_generators", () => {
  const activities = {
    user_activities: [
      {
        large_category: "ゼミ・研究",
        medium_category: "研究活動",
        description: "地域経済のアンケート調査を設計しました",
        order: 1,
      },
    ],
  };
  let server: Server;
  let received: { body: unknown; authorization: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = "";
      req.on("data", (chunk: Buffer) => (text += chunk.toString()));
      req.on("end", () => {
        received.push({ body: JSON.parse(text) as unknown, authorization: req.headers.authorization });
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: "AIが書いた下書きです。" } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  afterEach(async () => {
    delete process.env.AI_API_URL;
    delete process.env.AI_API_KEY;
    received = [];
    await database.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "mirai_ai_enabled"));
  });

  async function studentWithActivities() {
    const student = await newRegisteredStudent(database.db);
    await call("/user_registration_user_activities", { method: "PUT", body: activities, cookies: student.cookies });
    return student;
  }

  it("answers 403 while mirai_ai_enabled is off", async () => {
    const student = await studentWithActivities();
    const result = await call("/user_registration_student_endeavor_generators", {
      method: "POST",
      cookies: student.cookies,
    });
    expect(errorOf(result.body)).toMatchObject({ status: 403, code: "forbidden" });
  });

  it("composes a draft locally from the activities without AI_API_URL, and needs activities (409)", async () => {
    await database.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "mirai_ai_enabled"));
    const student = await studentWithActivities();
    const result = await call("/user_registration_student_endeavor_generators", {
      method: "POST",
      cookies: student.cookies,
    });
    expect(result.status).toBe(200);
    expect(studentEndeavorDraftResponseSchema.parse(result.body)).toEqual({
      generator: "local",
      content:
        "私が学生時代に最も力を入れたことは、ゼミ・研究（研究活動）での活動です。地域経済のアンケート調査を設計しました。これらの経験を通じて学んだことを、社会に出てからも活かしていきたいと考えています。",
    });
    const empty = await newRegisteredStudent(database.db);
    expect(
      errorOf(
        (await call("/user_registration_student_endeavor_generators", { method: "POST", cookies: empty.cookies })).body,
      ),
    ).toMatchObject({ status: 409 });
    expect((await call("/user_registration_student_endeavor_generators", { method: "POST" })).status).toBe(401);
  });

  it("asks the configured chat-completions endpoint with the activities only, and falls back locally when it fails", async () => {
    await database.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "mirai_ai_enabled"));
    const student = await studentWithActivities();
    process.env.AI_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
    process.env.AI_API_KEY = "test-key";
    const result = await call("/user_registration_student_endeavor_generators", {
      method: "POST",
      cookies: student.cookies,
    });
    expect(result.body).toEqual({ content: "AIが書いた下書きです。", generator: "ai" });
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe("Bearer test-key");
    const sent = JSON.stringify(received[0]!.body);
    expect(sent).toContain("地域経済のアンケート調査を設計しました");
    expect(sent).not.toContain(student.email);

    process.env.AI_API_URL = "http://127.0.0.1:1/v1/chat/completions";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const fallback = await call("/user_registration_student_endeavor_generators", {
      method: "POST",
      cookies: student.cookies,
    });
    expect(studentEndeavorDraftResponseSchema.parse(fallback.body).generator).toBe("local");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain("地域経済");
    warn.mockRestore();
  });
});

describe("every registration call needs a registration", () => {
  it("answers 404 to a signed-in account without one", async () => {
    const result = await database.db.execute<{ id: string }>(
      sql`insert into users (email, unique_id) values ('bare@example.com', 'bare') returning id`,
    );
    const { signInAs } = await import("../../testing/sign-in-as");
    const signedIn = await signInAs(database.db, result.rows[0]!.id);
    for (const path of [
      "/cooperating_sites",
      "/entry_on_user_registrations",
      "/new_grad_referral_option",
      "/user_registration_basic_information",
    ]) {
      expect([path, (await call(path, { cookies: signedIn.cookies })).status]).toEqual([path, 404]);
    }
  });
});
