import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import {
  eventListItemSchema,
  eventListResponseSchema,
  pickupEventsResponseSchema,
  type EventListResponse,
} from "../../../core/api/event-list";
import { apiRequest } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { loadEventListItems } from "./event-list-item";

let database: TestDatabase;
let listing: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  listing = (await loadFunction("events-listing")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function list(path: string): Promise<EventListResponse> {
  const response = await listing(apiRequest(path));
  expect([path, response.status]).toEqual([path, 200]);
  return eventListResponseSchema.parse(await response.json());
}

async function errorOf(path: string) {
  const response = await listing(apiRequest(path));
  return { status: response.status, error: apiErrorBodySchema.parse(await response.json()).error };
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function firstRow<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error("query answered no row");
  return row;
}

const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`;
const ids = (body: EventListResponse) => body.events.map((event) => event.id);

describe("GET /api/v1/events", () => {
  it("answers a page of 20 published events with the total count of published events", async () => {
    const body = await list("/api/v1/events");
    const { count } = await firstRow<{ count: number }>(
      sql`select count(*)::int as count from events where published and published_at <= now()`,
    );
    expect(body.events).toHaveLength(20);
    expect(body.total_counts).toBe(count);
    const unpublished = await rows<{ id: number }>(sql`select id from events where not published`);
    const all = await list(`/api/v1/events?per=100&page=1`);
    expect(ids(all).some((id) => unpublished.some((row) => row.id === id))).toBe(false);
  });

  it("serializes list items from the database", async () => {
    const body = await list("/api/v1/events?category=internship&per=5");
    const item = body.events[0]!;
    const [row] = await rows<{ title: string; company_name: string; schedules: number; clips: number }>(sql`
      select e.title, c.name as company_name,
        (select count(*)::int from schedules s where s.event_id = e.id and not s.canceled) as schedules,
        (select count(*)::int from clips cl where cl.event_id = e.id) as clips
      from events e join companies c on c.id = e.host_company_id where e.id = ${item.id}`);
    expect(item).toMatchObject({
      category: "internship",
      title: row!.title,
      company: { name: row!.company_name },
      schedule_count: row!.schedules,
      clip_count: row!.clips,
      clipped: false,
      has_record_on_current_user_university: false,
      grade: "学部3年・修士1年",
    });
    expect(item.short_graduate_year).toBe(`${String(item.graduate_year! % 100)}卒`);
  });

  it("keeps paging totals consistent and pages disjoint", async () => {
    const first = await list("/api/v1/events?category=seminar&per=30&page=1");
    const second = await list("/api/v1/events?category=seminar&per=30&page=2");
    expect(second.total_counts).toBe(first.total_counts);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    const lastPage = Math.ceil(first.total_counts / 30);
    const last = await list(`/api/v1/events?category=seminar&per=30&page=${lastPage}`);
    expect(last.events).toHaveLength(first.total_counts - (lastPage - 1) * 30);
    const beyond = await list(`/api/v1/events?category=seminar&per=30&page=${lastPage + 1}`);
    expect(beyond).toEqual({ events: [], total_counts: first.total_counts });
  });

  it("filters by category", async () => {
    const body = await list("/api/v1/events?category=entry&per=100");
    expect(body.events.every((event) => event.category === "entry")).toBe(true);
  });

  it("filters by prefecture: every event has a schedule there", async () => {
    const body = await list("/api/v1/events?prefectures[]=13&per=100");
    expect(body.total_counts).toBeGreaterThan(0);
    const matching = await rows<{ event_id: number }>(
      sql`select distinct event_id from schedules where prefecture_code = 13 and not canceled and event_id = any(${intArray(ids(body))})`,
    );
    expect(matching).toHaveLength(body.events.length);
    expect(body.events.every((event) => event.prefectures.some((prefecture) => prefecture.code === 13))).toBe(true);
  });

  it("filters online schedules as prefecture 0", async () => {
    const body = await list("/api/v1/events?prefectures[]=0&per=50");
    expect(body.total_counts).toBeGreaterThan(0);
    expect(
      body.events.every((event) =>
        event.prefectures.some((prefecture) => prefecture.code === 0 && prefecture.name === "オンライン"),
      ),
    ).toBe(true);
  });

  it("filters by graduate year, industry and place combined", async () => {
    const { id: subcategoryId } = await firstRow<{ id: number }>(sql`
      select ebs.business_subcategory_id as id from event_business_subcategories ebs
      group by 1 order by count(*) desc limit 1`);
    const body = await list(
      `/api/v1/events?graduates[]=2027&business_subcategory_ids[]=${subcategoryId}&prefectures[]=13&per=100`,
    );
    const all = await list(`/api/v1/events?graduates[]=2027&per=100`);
    expect(body.total_counts).toBeLessThan(all.total_counts);
    for (const event of body.events) {
      const [check] = await rows<{ years: number[]; subcategory: boolean; tokyo: boolean }>(sql`
        select e.graduate_years as years,
          exists (select 1 from event_business_subcategories where event_id = e.id and business_subcategory_id = ${subcategoryId}) as subcategory,
          exists (select 1 from schedules where event_id = e.id and prefecture_code = 13 and not canceled) as tokyo
        from events e where e.id = ${event.id}`);
      expect(check).toEqual({ years: expect.arrayContaining([2027]), subcategory: true, tokyo: true });
    }
  });

  it("filters by company (host or participant)", async () => {
    const { company_id: companyId } = await firstRow<{ company_id: number }>(sql`
      select company_id from event_companies group by 1 order by count(*) desc limit 1`);
    const body = await list(`/api/v1/events?company_ids[]=${companyId}&per=100`);
    expect(body.total_counts).toBeGreaterThan(0);
    const related = await rows<{ id: number }>(sql`
      select e.id from events e where e.host_company_id = ${companyId}
      or exists (select 1 from event_companies ec where ec.event_id = e.id and ec.company_id = ${companyId})`);
    expect(ids(body).every((id) => related.some((row) => row.id === id))).toBe(true);
  });

  it("filters Mirai-hosted events", async () => {
    const body = await list("/api/v1/events?is_mirai_hosting_event=true&per=100");
    expect(body.total_counts).toBeGreaterThan(0);
    expect(body.events.every((event) => event.company === null && event.category === "gosetsu")).toBe(true);
  });

  it("filters by host company review range", async () => {
    const body = await list(
      "/api/v1/events?lower_limit_of_company_review=3.5&upper_limit_of_company_review=4.2&per=100",
    );
    expect(body.total_counts).toBeGreaterThan(0);
    for (const event of body.events) {
      expect(event.company!.review_total_rating_average).toBeGreaterThanOrEqual(3.5);
      expect(event.company!.review_total_rating_average).toBeLessThanOrEqual(4.2);
    }
  });

  it("filters by schedule date range, days, held months and deadline range", async () => {
    const { day } = await firstRow<{ day: string }>(sql`
      select to_char(start_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as day from schedules where not canceled
      group by 1 order by count(*) desc limit 1`);
    const startsOn = async (eventIds: number[], from: string, to: string) =>
      rows<{
        event_id: number;
      }>(sql`select distinct event_id from schedules where not canceled and event_id = any(${intArray(eventIds)})
        and start_at >= ${from}::timestamptz and start_at < ${to}::timestamptz`);
    const nextDay = new Date(new Date(`${day}T00:00:00+09:00`).getTime() + 86_400_000).toISOString();
    const onDay = await list(`/api/v1/events?days[]=${day}&per=100`);
    expect(onDay.total_counts).toBeGreaterThan(0);
    expect(await startsOn(ids(onDay), `${day}T00:00:00+09:00`, nextDay)).toHaveLength(onDay.events.length);
    const range = await list(`/api/v1/events?start_at=${day}&end_at=${day}&per=100`);
    expect(range.total_counts).toBe(onDay.total_counts);
    const month = day.slice(0, 7);
    const inMonth = await list(`/api/v1/events?held_months[]=${month}&per=100`);
    expect(inMonth.total_counts).toBeGreaterThanOrEqual(onDay.total_counts);
    const deadline = await list(`/api/v1/events?since_time_limit_at=${day}&until_time_limit_at=${day}&per=100`);
    const deadlines = await rows<{ event_id: number }>(sql`select distinct event_id from schedules where not canceled
      and event_id = any(${intArray(ids(deadline))}) and time_limit_at >= ${`${day}T00:00:00+09:00`}::timestamptz and time_limit_at < ${nextDay}::timestamptz`);
    expect(deadlines).toHaveLength(deadline.events.length);
  });

  it("sorts by updated_at, newest first", async () => {
    const body = await list("/api/v1/events?sort=updated_at&per=50");
    const updated = await rows<{ id: number; updated_at: string }>(
      sql`select id, updated_at from events where id = any(${intArray(ids(body))})`,
    );
    const times = ids(body).map((id) => new Date(updated.find((row) => row.id === id)!.updated_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("sorts by start_at: the dates on the cards in order, events closed for entry last", async () => {
    const body = await list("/api/v1/events?sort=start_at&per=50");
    const starts = body.events.map((event) =>
      event.closest_schedule ? Date.parse(event.closest_schedule.start_at) : Infinity,
    );
    expect(starts.filter((start) => start !== Infinity).length).toBeGreaterThan(0);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("sorts by time_limit_at, soonest open deadline first", async () => {
    const body = await list("/api/v1/events?sort=time_limit_at&per=30");
    const deadlines = await rows<{ event_id: number; deadline: string }>(sql`
      select event_id, min(time_limit_at) as deadline from schedules
      where not canceled and not stopped_entry and time_limit_at >= now() and event_id = any(${intArray(ids(body))}) group by 1`);
    const times = ids(body).map((id) => new Date(deadlines.find((row) => row.event_id === id)!.deadline).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The card shows exactly the deadline it is sorted by (the build's rule, core/entry-window.ts).
    expect(body.events.map((event) => Date.parse(event.closest_schedule!.time_limit_at))).toEqual(times);
  });

  it("sorts by time_limit_at: every card's 締切 in order, events closed for entry (受付終了) last", async () => {
    const first = await list("/api/v1/events?sort=time_limit_at&category=seminar&per=50");
    const lastPage = Math.ceil(first.total_counts / 50);
    const last = await list(`/api/v1/events?sort=time_limit_at&category=seminar&per=50&page=${lastPage}`);
    const events = lastPage > 1 ? [...first.events, ...last.events] : first.events;
    const shown = events.map((event) =>
      event.closest_schedule ? Date.parse(event.closest_schedule.time_limit_at) : Infinity,
    );
    expect(shown.filter((deadline) => deadline !== Infinity).every((deadline) => deadline > Date.now() - 60_000)).toBe(
      true,
    );
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it("sorts by company_review_scores, highest first", async () => {
    const body = await list("/api/v1/events?sort=company_review_scores&category=entry&per=50");
    const scores = body.events.map((event) => event.company!.review_total_rating_average ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("sorts pickup events first with pickup_first", async () => {
    const body = await list("/api/v1/events?sort=pickup_first&per=100");
    const pickup = await rows<{ id: number }>(sql`select id from events where is_pickup or exists (
      select 1 from promotion_contracts pc where pc.event_id = events.id and pc.starts_at <= now() and pc.ends_at > now())`);
    const flags = ids(body).map((id) => pickup.some((row) => row.id === id));
    expect(flags[0]).toBe(true);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it("sorts by popularity with recommended for anonymous visitors", async () => {
    const body = await list("/api/v1/events?sort=recommended&per=20");
    const popularity = await rows<{ id: number; score: number }>(sql`select e.id,
      ((select count(*) from clips where event_id = e.id) + (select count(*) from entries where event_id = e.id))::int as score
      from events e where e.id = any(${intArray(ids(body))})`);
    const scores = ids(body).map((id) => popularity.find((row) => row.id === id)!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(0);
  });

  it("puts include_event_ids first, in the given order", async () => {
    const tail = await list("/api/v1/events?per=100&page=3");
    const wanted = [tail.events[5]!.id, tail.events[2]!.id];
    const body = await list(`/api/v1/events?per=20&include_event_ids[]=${wanted[0]}&include_event_ids[]=${wanted[1]}`);
    expect(ids(body).slice(0, 2)).toEqual(wanted);
    expect(body.total_counts).toBe(tail.total_counts);
  });

  it("answers as of `timestamp`: events created later are left out", async () => {
    const before = await list("/api/v1/events?category=seminar&per=100");
    const asOf = new Date().toISOString();
    const { id: newest } = await firstRow<{ id: number }>(
      sql`select id from events where category = 'seminar' and published order by id limit 1`,
    );
    await database.db.execute(sql`update events set created_at = now() + interval '1 minute' where id = ${newest}`);
    try {
      const stable = await list(`/api/v1/events?category=seminar&per=100&timestamp=${encodeURIComponent(asOf)}`);
      expect(stable.total_counts).toBe(before.total_counts - 1);
      expect(ids(stable)).not.toContain(newest);
    } finally {
      await database.db.execute(sql`update events set created_at = published_at where id = ${newest}`);
    }
  });

  it("answers 400 for per above 100 and for an unknown sort or category", async () => {
    expect(await errorOf("/api/v1/events?per=101")).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining('"per"') },
    });
    expect((await errorOf("/api/v1/events?sort=random")).status).toBe(400);
    expect((await errorOf("/api/v1/events?category=selection")).status).toBe(400);
  });

  it.each(["companies_to_follow", "search_by_current_user_graduate_year", "need_current_user_graduate_year_limits"])(
    "answers 401 for %s without a signed-in student",
    async (parameter) => {
      expect(await errorOf(`/api/v1/events?${parameter}=true`)).toMatchObject({
        status: 401,
        error: { code: "unauthorized" },
      });
    },
  );
});

describe("GET /api/v1/events/joint_job_fairs", () => {
  it("lists gosetsu only, by date then number of companies", async () => {
    const body = await list("/api/v1/events/joint_job_fairs?per=50");
    expect(body.total_counts).toBeGreaterThan(0);
    expect(body.events.every((event) => event.category === "gosetsu" && event.has_companies)).toBe(true);
    const starts = body.events.map((event) =>
      event.closest_schedule ? Date.parse(event.closest_schedule.start_at) : Infinity,
    );
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("searches gosetsu by free word", async () => {
    const body = await list(
      `/api/v1/events/joint_job_fairs/free_word_search?search_query=${encodeURIComponent("合同説明会")}`,
    );
    expect(body.total_counts).toBeGreaterThan(0);
    expect(body.events.every((event) => event.category === "gosetsu")).toBe(true);
  });
});

describe("GET /api/v1/pickup_events", () => {
  it("answers pickup events under the same filters", async () => {
    const response = await listing(apiRequest("/api/v1/pickup_events?category=internship&per=50"));
    const body = pickupEventsResponseSchema.parse(await response.json());
    expect(body.pickup_events.length).toBeGreaterThan(0);
    const pickup = await rows<{ id: number }>(sql`select id from events where is_pickup or exists (
      select 1 from promotion_contracts pc where pc.event_id = events.id and pc.starts_at <= now() and pc.ends_at > now())`);
    for (const event of body.pickup_events) {
      expect(event.category).toBe("internship");
      expect(pickup.some((row) => row.id === event.id)).toBe(true);
    }
  });
});

describe("GET /api/v1/events/past_events", () => {
  it("answers events of the category whose schedules have all started", async () => {
    const body = await list("/api/v1/events/past_events?category=seminar&per=50");
    expect(body.total_counts).toBeGreaterThan(0);
    const upcoming = await rows<{ event_id: number }>(
      sql`select event_id from schedules where not canceled and start_at >= now() and event_id = any(${intArray(ids(body))})`,
    );
    expect(upcoming).toEqual([]);
    expect(body.events.every((event) => event.category === "seminar")).toBe(true);
  });

  it("filters by prefecture, with or without online events, and by graduate year", async () => {
    const tokyo = await list("/api/v1/events/past_events?category=seminar&prefecture_ids[]=13&per=100");
    const withOnline = await list(
      "/api/v1/events/past_events?category=seminar&prefecture_ids[]=13&include_online=true&per=100",
    );
    expect(withOnline.total_counts).toBeGreaterThan(tokyo.total_counts);
    expect(tokyo.events.every((event) => event.prefectures.some((p) => p.code === 13))).toBe(true);
    const old = await list("/api/v1/events/past_events?category=seminar&until_graduate_year=2026&per=100");
    expect(old.events.every((event) => event.graduate_year! <= 2026)).toBe(true);
  });

  it("answers 400 naming category when it is missing", async () => {
    expect(await errorOf("/api/v1/events/past_events")).toMatchObject({
      status: 400,
      error: { message: 'Required parameter "category" is missing' },
    });
  });
});

describe("GET /app_api/v1/mirai_hosting_events", () => {
  it("answers Mirai-hosted events with paging", async () => {
    const body = await list("/app_api/v1/mirai_hosting_events?per=5&page=1");
    const { count } = await firstRow<{ count: number }>(
      sql`select count(*)::int as count from events where is_mirai_hosting_event and published and published_at <= now()`,
    );
    expect(body.total_counts).toBe(count);
    expect(body.events).toHaveLength(Math.min(5, count));
    expect(body.events.every((event) => event.company === null)).toBe(true);
  });
});

describe("GET /app_api/v1/events/free_word_search", () => {
  it("answers 400 naming category when it is missing", async () => {
    expect(await errorOf("/app_api/v1/events/free_word_search?search_query=abc")).toMatchObject({
      status: 400,
      error: { message: 'Required parameter "category" is missing' },
    });
  });

  it("searches one category", async () => {
    const body = await list(
      `/app_api/v1/events/free_word_search?category=internship&search_query=${encodeURIComponent("インターン")}`,
    );
    expect(body.total_counts).toBeGreaterThan(0);
    expect(body.events.every((event) => event.category === "internship")).toBe(true);
  });

  it("answers 401 for affiliated without a signed-in student", async () => {
    expect((await errorOf("/app_api/v1/events/free_word_search?category=entry&affiliated=true")).status).toBe(401);
  });
});

describe("GET /api/v1/events/free_word_search", () => {
  it("answers events containing every word, case, width and kana insensitive", async () => {
    const { name, pronunciation } = await firstRow<{ name: string; pronunciation: string }>(sql`
      select c.name, c.name_pronunciation as pronunciation from companies c
      where exists (select 1 from events e where e.host_company_id = c.id and e.published) order by c.id limit 1`);
    const byName = await list(`/api/v1/events/free_word_search?search_query=${encodeURIComponent(name)}&per=100`);
    expect(byName.total_counts).toBeGreaterThan(0);
    const hiragana = pronunciation.replace(/[ァ-ヶ]/g, (c: string) => String.fromCharCode(c.charCodeAt(0) - 0x60));
    const byReading = await list(
      `/api/v1/events/free_word_search?search_query=${encodeURIComponent(hiragana)}&per=100`,
    );
    expect(ids(byReading)).toEqual(
      expect.arrayContaining(
        ids(byName).filter((id) => byName.events.find((e) => e.id === id)!.company?.name === name),
      ),
    );
  });

  it("ranks title hits above description hits", async () => {
    const body = await list(`/api/v1/events/free_word_search?search_query=${encodeURIComponent("説明会")}&per=100`);
    const titles = body.events.map((event) => event.title.includes("説明会"));
    expect(titles[0]).toBe(true);
    expect(titles).toEqual([...titles].sort((a, b) => Number(b) - Number(a)));
  });

  it("answers nothing for a word nobody uses", async () => {
    expect(await list(`/api/v1/events/free_word_search?search_query=${encodeURIComponent("量子暗号猫")}`)).toEqual({
      events: [],
      total_counts: 0,
    });
  });
});

describe("loadEventListItems", () => {
  it("answers items in the order of the ids, skipping unknown ids, valid against the schema", async () => {
    const { rows: picked } = await database.db.execute<{ id: number }>(
      sql`select id from events where published order by id desc limit 3`,
    );
    const wanted = [picked[2]!.id, 99_999_999, picked[0]!.id, picked[1]!.id];
    const items = await loadEventListItems(database.db, wanted);
    expect(items.map((item) => item.id)).toEqual([picked[2]!.id, picked[0]!.id, picked[1]!.id]);
    expect(items.every((item) => eventListItemSchema.safeParse(item).success)).toBe(true);
    expect(await loadEventListItems(database.db, [])).toEqual([]);
  });

  it("shows as closest_schedule the open schedule whose entry closes first, and counts schedules that are not canceled", async () => {
    const { rows } = await database.db.execute<{ event_id: number }>(sql`
      select event_id from schedules group by event_id
      having count(*) filter (where time_limit_at > now() and not canceled and not stopped_entry) >= 2 limit 1`);
    const eventId = rows[0]!.event_id;
    const [item] = await loadEventListItems(database.db, [eventId]);
    const { rows: schedules } = await database.db.execute<{ id: number; canceled: boolean; open: boolean }>(sql`
      select id, canceled, (time_limit_at > now() and not canceled and not stopped_entry) as open
      from schedules where event_id = ${eventId} order by time_limit_at, start_at`);
    expect(item!.closest_schedule!.id).toBe(schedules.find((schedule) => schedule.open)!.id);
    expect(item!.schedule_count).toBe(schedules.filter((schedule) => !schedule.canceled).length);
  });
});
