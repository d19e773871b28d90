import { sql } from "drizzle-orm";
import { eventSummaryImages, eventSummaryVideos } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import {
  checkinGroupResponseSchema,
  eventDetailSchema,
  eventLabelsResponseSchema,
  internshipBasicInformationSchema,
  officialCompaniesResponseSchema,
  otherPublishedEventsResponseSchema,
  schedulesResponseSchema,
} from "../../../core/api/event-detail";
import { apiRequest } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { newRegisteredStudent } from "../../testing/registered-student";
import { AUTH_MODES, credentialsFor } from "../../testing/auth-modes";
import { setTokenBasedAuth } from "../../testing/sign-in-as";
import { followCompany } from "../../engagement/follow-service";

let database: TestDatabase;
let detailFunction: FunctionModule["default"];
let resourcesFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  detailFunction = (await loadFunction("event-detail")).default;
  resourcesFunction = (await loadFunction("events-detail-resources")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function first<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error("the seed has no row for this test");
  return row;
}

async function json(fn: FunctionModule["default"], path: string): Promise<unknown> {
  const response = await fn(apiRequest(path));
  expect([path, response.status]).toEqual([path, 200]);
  return response.json();
}

async function errorOf(fn: FunctionModule["default"], path: string) {
  const response = await fn(apiRequest(path));
  return { status: response.status, error: apiErrorBodySchema.parse(await response.json()).error };
}

const published = sql`published and (published_at is null or published_at <= now())`;

describe("GET /api/v1/events/{event_id}", () => {
  it("answers Reading A with the event's fields, host company, description items and schedules from the database", async () => {
    const event = await first<{
      id: number;
      title: string;
      category: string;
      description_markdown: string;
      host_company_id: number;
      company_name: string;
    }>(sql`
      select e.id, e.title, e.category, e.description_markdown, e.host_company_id, c.name as company_name
      from events e join companies c on c.id = e.host_company_id
      where e.category = 'internship' and ${published} order by e.id limit 1`);
    const body = eventDetailSchema.parse(
      await json(detailFunction, `/api/v1/events/${event.id}?event_category=internship`),
    );
    expect(body).toMatchObject({
      id: event.id,
      title: event.title,
      category: "internship",
      description_markdown: event.description_markdown,
    });
    expect(body.host_company).toMatchObject({ id: event.host_company_id, name: event.company_name });
    expect(body.description).not.toMatch(/^##/m);
    expect(body.description).toContain("イベント概要");
    const items = await rows<{ label: string }>(
      sql`select label from event_description_items where event_id = ${event.id} order by display_order`,
    );
    expect(body.event_description_items.map((item) => item.label)).toEqual(items.map((item) => item.label));
    const schedules = await rows<{ id: number }>(
      sql`select id from schedules where event_id = ${event.id} order by start_at, id`,
    );
    expect(body.schedules.map((schedule) => schedule.id)).toEqual(schedules.map((schedule) => schedule.id));
    expect(body).toMatchObject({
      entry: null,
      user: null,
      bookmark_id: null,
      changeable_schedules: [],
      not_voted_companies: [],
    });
  });

  it("lists the participating companies of a joint fair apart from the host", async () => {
    const fair = await first<{ id: number; count: number }>(sql`
      select e.id, (select count(*)::int from event_companies ec where ec.event_id = e.id) as count
      from events e where e.category = 'gosetsu' and e.host_company_id is null and ${published} order by e.id limit 1`);
    const body = eventDetailSchema.parse(await json(detailFunction, `/api/v1/events/${fair.id}`));
    expect(body.host_company).toBeNull();
    expect(body.companies).toHaveLength(fair.count);
    expect(body.companies.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown, unpublished or non-numeric id and for another category", async () => {
    const unpublished = await first<{ id: number }>(sql`select id from events where not published order by id limit 1`);
    const seminar = await first<{ id: number }>(
      sql`select id from events where category = 'seminar' and ${published} order by id limit 1`,
    );
    for (const path of [
      "/api/v1/events/99999999",
      `/api/v1/events/${unpublished.id}`,
      "/api/v1/events/abc",
      "/api/v1/events/012",
      `/api/v1/events/${seminar.id}?event_category=entry`,
    ]) {
      expect(await errorOf(detailFunction, path)).toMatchObject({ status: 404, error: { code: "not_found" } });
    }
  });

  it("answers 400 naming event_category when it is not a category", async () => {
    const seminar = await first<{ id: number }>(
      sql`select id from events where category = 'seminar' and ${published} order by id limit 1`,
    );
    const { status, error } = await errorOf(detailFunction, `/api/v1/events/${seminar.id}?event_category=selection`);
    expect(status).toBe(400);
    expect(error.message).toContain("event_category");
  });
});

describe("GET /app_api/v1/mirai_hosting_events/{event_id}", () => {
  it("answers the detail of an event hosted by Mirai and 404 for any other", async () => {
    const hosted = await first<{ id: number }>(
      sql`select id from events where is_mirai_hosting_event and ${published} order by id limit 1`,
    );
    const other = await first<{ id: number }>(
      sql`select id from events where not is_mirai_hosting_event and ${published} order by id limit 1`,
    );
    const body = eventDetailSchema.parse(await json(detailFunction, `/app_api/v1/mirai_hosting_events/${hosted.id}`));
    expect(body).toMatchObject({ id: hosted.id, is_mirai_hosting_event: true });
    expect((await errorOf(detailFunction, `/app_api/v1/mirai_hosting_events/${other.id}`)).status).toBe(404);
  });
});

describe("GET /api/v1/events/{event_id}/schedules", () => {
  it("reports a schedule filled by active entries as full, and frees the seat of a canceled entry", async () => {
    const full = await first<{ id: number; event_id: number }>(sql`
      select s.id, s.event_id from schedules s join events e on e.id = s.event_id
      where ${published} and s.admission_limit_number is not null
        and (select count(*) from entries en where en.schedule_id = s.id and en.state in ('entried', 'invited', 'elected', 'attended')) >= s.admission_limit_number
      order by s.id limit 1`);
    const body = schedulesResponseSchema.parse(
      await json(resourcesFunction, `/api/v1/events/${full.event_id}/schedules`),
    );
    expect(body.schedules.find((schedule) => schedule.id === full.id)?.has_reached_admission_limit).toBe(true);

    const [entry] = await rows<{ id: number; state: string }>(sql`
      select id, state from entries where schedule_id = ${full.id} and state in ('entried', 'invited', 'elected', 'attended') order by id limit 1`);
    await database.db.execute(sql`update entries set state = 'canceled' where id = ${entry!.id}`);
    try {
      const after = schedulesResponseSchema.parse(
        await json(resourcesFunction, `/api/v1/events/${full.event_id}/schedules`),
      );
      expect(after.schedules.find((schedule) => schedule.id === full.id)?.has_reached_admission_limit).toBe(false);
    } finally {
      await database.db.execute(sql`update entries set state = ${entry!.state} where id = ${entry!.id}`);
    }
  });

  it("counts the seats left: the limit less the entries holding a seat, never below 0, null without a limit", async () => {
    const open = await first<{ id: number; event_id: number; admission_limit_number: number; taken: number }>(sql`
      with counted as (
        select s.id, s.event_id, s.admission_limit_number,
               (select count(*)::int from entries en where en.schedule_id = s.id and en.state in ('entried', 'invited', 'elected', 'attended')) as taken
        from schedules s join events e on e.id = s.event_id
        where ${published} and s.admission_limit_number is not null)
      select * from counted where taken >= 2 and taken < admission_limit_number order by id limit 1`);
    const remainingOf = async () => {
      const body = schedulesResponseSchema.parse(
        await json(resourcesFunction, `/api/v1/events/${open.event_id}/schedules`),
      );
      const schedule = body.schedules.find((candidate) => candidate.id === open.id)!;
      return { remaining: schedule.remaining_seat_count, full: schedule.has_reached_admission_limit };
    };
    expect(await remainingOf()).toEqual({ remaining: open.admission_limit_number - open.taken, full: false });

    const [entry] = await rows<{ id: number; state: string }>(sql`
      select id, state from entries where schedule_id = ${open.id} and state in ('entried', 'invited', 'elected', 'attended') order by id limit 1`);
    try {
      await database.db.execute(sql`update entries set state = 'canceled' where id = ${entry!.id}`);
      expect((await remainingOf()).remaining).toBe(open.admission_limit_number - open.taken + 1);
      await database.db.execute(sql`update entries set state = ${entry!.state} where id = ${entry!.id}`);

      // More seat-holding entries than the (lowered) limit: 0 seats left, not a negative count.
      await database.db.execute(
        sql`update schedules set admission_limit_number = ${open.taken - 1} where id = ${open.id}`,
      );
      expect(await remainingOf()).toEqual({ remaining: 0, full: true });

      await database.db.execute(sql`update schedules set admission_limit_number = null where id = ${open.id}`);
      expect(await remainingOf()).toEqual({ remaining: null, full: false });
    } finally {
      await database.db.execute(sql`update entries set state = ${entry!.state} where id = ${entry!.id}`);
      await database.db.execute(
        sql`update schedules set admission_limit_number = ${open.admission_limit_number} where id = ${open.id}`,
      );
    }
  });

  it("reports stopped entry, canceled, the deadline and the place from the database", async () => {
    const stopped = await first<{ id: number; event_id: number }>(sql`
      select s.id, s.event_id from schedules s join events e on e.id = s.event_id where ${published} and s.stopped_entry order by s.id limit 1`);
    const body = schedulesResponseSchema.parse(
      await json(resourcesFunction, `/app_api/v1/events/${stopped.event_id}/schedules`),
    );
    const schedule = body.schedules.find((candidate) => candidate.id === stopped.id)!;
    expect(schedule.stopped_entry).toBe(true);
    const db = await first<{
      time_limit_at: string;
      prefecture_code: number | null;
      name: string | null;
      canceled: boolean;
    }>(sql`
      select s.time_limit_at, s.prefecture_code, p.name, s.canceled from schedules s left join prefectures p on p.code = s.prefecture_code where s.id = ${stopped.id}`);
    expect(schedule.deadline).toBe(new Date(db.time_limit_at).getTime() <= Date.now());
    expect(schedule.canceled).toBe(db.canceled);
    expect(schedule.prefecture).toEqual(
      db.prefecture_code === null ? null : { code: db.prefecture_code, name: db.name },
    );
    expect(schedule.live_url).toBeNull();
  });

  it("answers 404 for an unpublished event", async () => {
    const unpublished = await first<{ id: number }>(sql`select id from events where not published order by id limit 1`);
    expect((await errorOf(resourcesFunction, `/api/v1/events/${unpublished.id}/schedules`)).status).toBe(404);
  });
});

describe("GET /api/v1/events/{event_id}/labels", () => {
  it("answers the trend label and a closed alert for an event whose deadlines have all passed", async () => {
    const past = await first<{ id: number; is_trend_event: boolean }>(sql`
      select e.id, e.is_trend_event from events e where ${published}
        and exists (select 1 from schedules s where s.event_id = e.id and not s.canceled)
        and not exists (select 1 from schedules s where s.event_id = e.id and s.time_limit_at > now())
      order by e.id limit 1`);
    const body = eventLabelsResponseSchema.parse(await json(resourcesFunction, `/api/v1/events/${past.id}/labels`));
    expect(body).toEqual({
      is_trend_event: past.is_trend_event,
      is_target_graduate_year: false,
      alert_message: { announce_type: "closed", icon: "info", message: "このイベントの受付は終了しました" },
    });
  });

  it("has no alert for an event taking entries with seats left", async () => {
    const open = await first<{ id: number; is_trend_event: boolean }>(sql`
      select e.id, e.is_trend_event from events e where ${published} and e.is_trend_event
        and exists (select 1 from schedules s where s.event_id = e.id and not s.canceled and not s.stopped_entry
                    and s.time_limit_at > now() and s.admission_limit_number is null)
      order by e.id limit 1`);
    const body = eventLabelsResponseSchema.parse(await json(resourcesFunction, `/app_api/v1/events/${open.id}/labels`));
    expect(body).toEqual({ is_trend_event: true, is_target_graduate_year: false, alert_message: null });
  });
});

describe("GET /api/v1/events/{event_id}/official_companies", () => {
  it("answers the event's companies that have an official page", async () => {
    const fair = await first<{ id: number; official_ids: number[] }>(sql`
      select e.id, array(select ec.company_id from event_companies ec join companies c on c.id = ec.company_id
                          where ec.event_id = e.id and c.is_official_company order by ec.display_order, ec.company_id) as official_ids
      from events e where e.category = 'gosetsu' and e.host_company_id is null and ${published}
        and exists (select 1 from event_companies ec join companies c on c.id = ec.company_id where ec.event_id = e.id and c.is_official_company)
      order by e.id limit 1`);
    const body = officialCompaniesResponseSchema.parse(
      await json(resourcesFunction, `/api/v1/events/${fair.id}/official_companies`),
    );
    expect(body.official_companies.map((company) => company.id)).toEqual(fair.official_ids);
    const [company] = body.official_companies;
    const counts = await first<{ reviews: number; experiences: number }>(sql`
      select (select count(*)::int from company_reviews where company_id = ${company!.id}) as reviews,
             (select count(*)::int from event_reviews where company_id = ${company!.id}) as experiences`);
    expect(company).toMatchObject({
      review_count: counts.reviews,
      experience_review_count: counts.experiences,
      liked: false,
      followed: false,
    });
  });
});

describe("official_companies for a signed-in student (liked/followed are theirs)", () => {
  afterEach(async () => {
    await setTokenBasedAuth(database.db, false);
  });

  it.each(AUTH_MODES)(
    "%s mode: a followed company says liked and followed, privately; anonymous stays false",
    async (mode) => {
      const fair = await first<{ id: number; official_ids: number[] }>(sql`
      select e.id, array(select ec.company_id from event_companies ec join companies c on c.id = ec.company_id
                          where ec.event_id = e.id and c.is_official_company order by ec.display_order, ec.company_id) as official_ids
      from events e where ${published}
        and (select count(*) from event_companies ec join companies c on c.id = ec.company_id
             where ec.event_id = e.id and c.is_official_company) >= 2
      order by e.id limit 1`);
      const [followed, other] = fair.official_ids;
      const student = await newRegisteredStudent(database.db, { status: "completed" });
      await followCompany(database.db, student.userId, followed!);
      const path = `/api/v1/events/${fair.id}/official_companies`;
      const response = await resourcesFunction(apiRequest(path, await credentialsFor(database.db, student, mode)));
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const body = officialCompaniesResponseSchema.parse(await response.json());
      const flags = (id: number) => body.official_companies.find((company) => company.id === id);
      expect(flags(followed!)).toMatchObject({ liked: true, followed: true });
      expect(flags(other!)).toMatchObject({ liked: false, followed: false });

      const anonymous = await resourcesFunction(apiRequest(path));
      expect(anonymous.headers.get("Netlify-Vary")).toBe("cookie=mirai_session,header=Authorization");
      expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
      const anonymousBody = officialCompaniesResponseSchema.parse(await anonymous.json());
      expect(anonymousBody.official_companies.every((company) => !company.liked && !company.followed)).toBe(true);
    },
  );
});

describe("GET /api/v1/events/{event_id}/other_published_events", () => {
  it("answers the host company's other published events, never the event itself", async () => {
    const event = await first<{ id: number; host_company_id: number; count: number }>(sql`
      select e.id, e.host_company_id,
        (select count(*)::int from events o where o.host_company_id = e.host_company_id and o.id <> e.id
           and o.published and (o.published_at is null or o.published_at <= now())) as count
      from events e where e.host_company_id is not null and ${published} order by 3 desc, e.id limit 1`);
    expect(event.count).toBeGreaterThan(0);
    const body = otherPublishedEventsResponseSchema.parse(
      await json(resourcesFunction, `/api/v1/events/${event.id}/other_published_events`),
    );
    expect(body.other_published_events).toHaveLength(Math.min(event.count, 20));
    for (const item of body.other_published_events) {
      expect(item.id).not.toBe(event.id);
      expect(item.company?.id).toBe(event.host_company_id);
    }
  });
});

describe("GET /api/v1/events/{event_id}/event_checkinable_companies", () => {
  it("answers the booths of a fair in display order or by reading", async () => {
    const fair = await first<{ id: number; count: number }>(sql`
      select e.id, (select count(*)::int from event_checkinable_companies ecc where ecc.event_id = e.id) as count
      from events e where e.use_checkin and ${published} order by e.id limit 1`);
    const byOrder = checkinGroupResponseSchema.parse(
      await json(resourcesFunction, `/api/v1/events/${fair.id}/event_checkinable_companies`),
    );
    expect(byOrder.entry_id).toBeNull();
    expect(byOrder.companies).toHaveLength(fair.count);
    const byReading = checkinGroupResponseSchema.parse(
      await json(resourcesFunction, `/api/v1/events/${fair.id}/event_checkinable_companies?sort=name_pronunciation`),
    );
    const readings = byReading.companies.map((company) => company.name_pronunciation);
    expect(readings).toEqual([...readings].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(byReading.companies.map((company) => company.id))).toEqual(
      new Set(byOrder.companies.map((company) => company.id)),
    );
    expect(
      (await errorOf(resourcesFunction, `/api/v1/events/${fair.id}/event_checkinable_companies?sort=random`)).status,
    ).toBe(400);
  });
});

describe("GET /api/v1/events/{event_id}/internships/basic_information", () => {
  it("answers Reading B of an internship with its summary media", async () => {
    const internship = await first<{ id: number; summary: string; host_company_id: number }>(sql`
      select id, summary, host_company_id from events where category = 'internship' and ${published} order by id limit 1`);
    await database.db.insert(eventSummaryVideos).values({
      eventId: internship.id,
      videoType: "external",
      externalVideoUrl: "https://video.example/summary",
      description: "プログラム紹介",
      displayOrder: 1,
    });
    // in place of the seed's sample images, one the test knows
    await database.db.execute(sql`delete from event_summary_images where event_id = ${internship.id}`);
    await database.db.insert(eventSummaryImages).values({
      eventId: internship.id,
      imageUrl: "https://img.example/1.jpg",
      description: "当日の様子",
      displayOrder: 1,
    });
    const body = internshipBasicInformationSchema.parse(
      await json(resourcesFunction, `/api/v1/events/${internship.id}/internships/basic_information`),
    );
    expect(body).toMatchObject({
      id: internship.id,
      event_category: "internship",
      summary: internship.summary,
      partner_company_id: internship.host_company_id,
    });
    expect(body.summary_videos).toEqual([
      expect.objectContaining({ video_type: "external", external_video_url: "https://video.example/summary" }),
    ]);
    expect(body.summary_images).toEqual([
      expect.objectContaining({ image_url: "https://img.example/1.jpg", description: "当日の様子" }),
    ]);
    expect(body.company_ids[0]).toBe(internship.host_company_id);
  });

  it("answers 404 for an event that is not an internship", async () => {
    const seminar = await first<{ id: number }>(
      sql`select id from events where category = 'seminar' and ${published} order by id limit 1`,
    );
    expect(
      (await errorOf(resourcesFunction, `/app_api/v1/events/${seminar.id}/internships/basic_information`)).status,
    ).toBe(404);
  });
});

describe("GET /api/v1/events/{event_id}/entered_schedule", () => {
  it("answers 401 without a signed-in student, never cached", async () => {
    const internship = await first<{ id: number }>(
      sql`select id from events where category = 'internship' and ${published} order by id limit 1`,
    );
    const response = await resourcesFunction(apiRequest(`/api/v1/events/${internship.id}/entered_schedule`));
    expect(response.status).toBe(401);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe("unauthorized");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
