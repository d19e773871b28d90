import { sql } from "drizzle-orm";
import { isSeeded } from "../is-seeded";
import { createTestDatabase, type TestDatabase } from "../testing";
import { seedDatabase, type SeedSummary } from "./seed-database";

jest.setTimeout(120_000);

const NOW = new Date("2026-06-01T03:00:00Z");
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

let database: TestDatabase;
let summary: SeedSummary;

async function checksum(table: string, orderBy = "id"): Promise<string> {
  const result = await database.db.execute<{ sum: string }>(
    sql.raw(`select md5(string_agg(t::text, '|' order by ${orderBy})) as sum from "${table}" t`),
  );
  return result.rows[0]!.sum;
}

async function checksums(): Promise<string[]> {
  return Promise.all([
    checksum("companies"),
    checksum("events"),
    checksum("schedules"),
    checksum("company_reviews"),
    checksum("users"),
    checksum("entries"),
  ]);
}

async function scalar<T>(query: string): Promise<T> {
  const result = await database.db.execute<{ v: T }>(sql.raw(query));
  return result.rows[0]!.v;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe("seedDatabase (small)", () => {
  it("fills an empty database and reports what it wrote", async () => {
    expect(await isSeeded(database.db)).toBe(false);
    summary = await seedDatabase(database.db, { scale: "small", now: NOW });
    expect(await isSeeded(database.db)).toBe(true);
    expect(summary.counts.companies).toBe(await scalar<number>("select count(*)::int as v from companies"));
  });

  it("meets the minimum counts", async () => {
    expect(await scalar<number>("select count(*)::int as v from companies")).toBeGreaterThanOrEqual(300);
    expect(await scalar<number>("select count(*)::int as v from events")).toBeGreaterThanOrEqual(1500);
    expect(await scalar<number>("select count(*)::int as v from company_reviews")).toBeGreaterThanOrEqual(3000);
    expect(await scalar<number>("select ((select count(*) from video_bundles) + (select count(*) from short_videos))::int as v")).toBeGreaterThanOrEqual(200);
    const categories = await database.db.execute<{ category: string }>(sql`select distinct category from events order by 1`);
    expect(categories.rows.map((r) => r.category)).toEqual(["entry", "gosetsu", "internship", "seminar"]);
  });

  it("has all 47 prefectures with JIS codes 1..47 and 14 business categories", async () => {
    const codes = await database.db.execute<{ code: number }>(sql`select code from prefectures order by code`);
    expect(codes.rows.map((r) => r.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(await scalar<string>("select name as v from prefectures where code = 13")).toBe("東京都");
    expect(await scalar<number>("select count(*)::int as v from business_categories")).toBe(14);
  });

  it("gives every event at least one schedule, with past and upcoming ones", async () => {
    expect(await scalar<number>("select count(*)::int as v from events e where not exists (select 1 from schedules s where s.event_id = e.id)")).toBe(0);
    const iso = NOW.toISOString();
    expect(await scalar<number>(`select count(*)::int as v from schedules where start_at < '${iso}'`)).toBeGreaterThan(100);
    expect(await scalar<number>(`select count(*)::int as v from schedules where time_limit_at > '${iso}'`)).toBeGreaterThan(100);
    expect(await scalar<number>("select count(*)::int as v from schedules where is_online and prefecture_code is not null")).toBe(0);
    expect(await scalar<number>("select count(*)::int as v from schedules where not is_online and prefecture_code is null")).toBe(0);
  });

  it("fills some schedules exactly to their admission limit and marks others stopped or lottery", async () => {
    const full = await scalar<number>(
      `select count(*)::int as v from schedules s where s.admission_limit_number is not null
         and s.admission_limit_number = (select count(*) from entries e where e.schedule_id = s.id and e.state in ('entried', 'invited', 'elected', 'attended'))`,
    );
    expect(full).toBeGreaterThan(5);
    expect(await scalar<number>("select count(*)::int as v from schedules where stopped_entry")).toBeGreaterThan(0);
    expect(await scalar<number>("select count(*)::int as v from events where lottery")).toBeGreaterThan(0);
  });

  it("writes Japanese titles and text", async () => {
    const titles = await database.db.execute<{ title: string }>(sql`select title from events`);
    expect(titles.rows.every((r) => JAPANESE.test(r.title))).toBe(true);
    const names = await database.db.execute<{ name: string; name_pronunciation: string }>(sql`select name, name_pronunciation from companies`);
    expect(names.rows.every((r) => JAPANESE.test(r.name) && /^[\u30a0-\u30ff]+$/.test(r.name_pronunciation))).toBe(true);
    expect(await scalar<number>("select count(distinct name)::int as v from companies")).toBe(summary.counts.companies);
    expect(await scalar<number>("select count(*)::int as v from company_reviews where body ~ '[ぁ-んァ-ン一-龥]'")).toBe(summary.counts.company_reviews);
  });

  it("seeds the feature flags, registration versions and master data of the spec", async () => {
    const flags = await database.db.execute<{ key: string; enabled: boolean }>(sql`select key, enabled from feature_flags order by key`);
    expect(flags.rows.map((r) => r.key)).toEqual(
      ["app_new_logo_enabled", "entry_courses_with_event", "event_internship_summary_image", "internship_renewal", "mirai_ai_enabled", "renewal_oc_web_logo", "token_based_auth", "use_new_top_ads_api", "video_bundles"],
    );
    expect(flags.rows.find((r) => r.key === "renewal_oc_web_logo")?.enabled).toBe(true);
    const groups = await database.db.execute<{ key: string }>(
      sql`select g.key from user_registration_groups g join user_registration_versions v on v.id = g.user_registration_version_id where v.key = 'version202405002' order by g.display_order`,
    );
    expect(groups.rows.map((r) => r.key)).toEqual(["basic_information", "event", "scout", "new_grad_referral", "useful_information"]);
    expect(await scalar<number>("select count(*)::int as v from user_registration_versions")).toBe(2);
    const mailTypes = await database.db.execute<{ key: string }>(sql`select key from mail_campaign_types order by key`);
    expect(mailTypes.rows.map((r) => r.key)).toEqual(["event_info", "weekly_magazine", "whats_new_favorite_companies"]);
    expect(await scalar<number>("select count(*)::int as v from ad_places where key = 'ad_place_web_company_index_page'")).toBe(1);
    expect(await scalar<number>("select count(*)::int as v from awards where year not between 2019 and 2025")).toBe(0);
  });

  it("is deterministic: the same scale and now give identical rows, a different now does not", async () => {
    const first = await checksums();
    await seedDatabase(database.db, { scale: "small", now: NOW });
    expect(await checksums()).toEqual(first);
    await seedDatabase(database.db, { scale: "small", now: new Date("2026-06-02T03:00:00Z") });
    const shifted = await checksums();
    expect(shifted[2]).not.toEqual(first[2]);
  });
});
