import { sql } from "drizzle-orm";
import { hasOutdatedSampleScouts, isSeeded } from "../is-seeded";
import { createTestDatabase, type TestDatabase } from "../testing";
import { IMAGE_COLUMNS, allImageUrlsSql } from "./media/image-columns";
import { SAMPLE_KIND_FILES } from "./media/sample-recipes";
import { readSampleMediaJobs } from "./media/sample-media-jobs";
import { seedDatabase, type SeedSummary } from "./seed-database";
import { POPUP_TARGET_GRADUATE_YEAR } from "./builders/build-engagement";

jest.setTimeout(120_000);

const NOW = new Date("2026-06-01T03:00:00Z");
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** A scout's state (alias `s`) at NOW, as server/scouts/scout-sql.ts computes it at the clock's now. */
const STATUS_AT_NOW = `case when s.response is not null then s.response when s.expires_at <= '${NOW.toISOString()}' then 'expired' else 'pending' end`;

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
    checksum("scout_messages"),
    checksum("chat_messages"),
    checksum("company_image_gallery_items"),
    checksum("event_summary_images"),
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
    expect(
      await scalar<number>(
        "select ((select count(*) from video_bundles) + (select count(*) from short_videos))::int as v",
      ),
    ).toBeGreaterThanOrEqual(200);
    const categories = await database.db.execute<{ category: string }>(
      sql`select distinct category from events order by 1`,
    );
    expect(categories.rows.map((r) => r.category)).toEqual(["entry", "gosetsu", "internship", "seminar"]);
  });

  it("has all 47 prefectures with JIS codes 1..47 and 14 business categories", async () => {
    const codes = await database.db.execute<{ code: number }>(sql`select code from prefectures order by code`);
    expect(codes.rows.map((r) => r.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(await scalar<string>("select name as v from prefectures where code = 13")).toBe("東京都");
    expect(await scalar<number>("select count(*)::int as v from business_categories")).toBe(14);
  });

  it("gives every event at least one schedule, with past and upcoming ones", async () => {
    expect(
      await scalar<number>(
        "select count(*)::int as v from events e where not exists (select 1 from schedules s where s.event_id = e.id)",
      ),
    ).toBe(0);
    const iso = NOW.toISOString();
    expect(await scalar<number>(`select count(*)::int as v from schedules where start_at < '${iso}'`)).toBeGreaterThan(
      100,
    );
    expect(
      await scalar<number>(`select count(*)::int as v from schedules where time_limit_at > '${iso}'`),
    ).toBeGreaterThan(100);
    expect(
      await scalar<number>("select count(*)::int as v from schedules where is_online and prefecture_code is not null"),
    ).toBe(0);
    expect(
      await scalar<number>("select count(*)::int as v from schedules where not is_online and prefecture_code is null"),
    ).toBe(0);
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

  it("has a 本選考 collecting a PDF résumé now, with assignments, entered by the demo student (the entrant's schedule page)", async () => {
    const result = await database.db.execute<{ questions: number; open_questions: number; entered: number }>(sql`
      select count(distinct q.id)::int as questions,
             count(distinct q.id) filter (where q.start_at <= ${NOW.toISOString()} and q.end_at > ${NOW.toISOString()})::int as open_questions,
             count(distinct x.id)::int as entered
        from events e
        join schedules s on s.event_id = e.id
        join event_questions q on q.schedule_id = s.id
        join entries x on x.schedule_id = s.id and x.state = 'entried'
        join users u on u.id = x.user_id and u.email = 'student@example.com'
       where e.category = 'entry' and e.published and e.resume_published and e.resume_format = 'pdf'
         and e.resume_publish_at <= ${NOW.toISOString()} and e.resume_submission_limit_at > ${NOW.toISOString()}`);
    expect(result.rows[0]).toEqual({ questions: 2, open_questions: 1, entered: 1 });
  });

  it("writes Japanese titles and text", async () => {
    const titles = await database.db.execute<{ title: string }>(sql`select title from events`);
    expect(titles.rows.every((r) => JAPANESE.test(r.title))).toBe(true);
    const names = await database.db.execute<{ name: string; name_pronunciation: string }>(
      sql`select name, name_pronunciation from companies`,
    );
    expect(names.rows.every((r) => JAPANESE.test(r.name) && /^[\u30a0-\u30ff]+$/.test(r.name_pronunciation))).toBe(
      true,
    );
    expect(await scalar<number>("select count(distinct name)::int as v from companies")).toBe(summary.counts.companies);
    expect(
      await scalar<number>("select count(*)::int as v from company_reviews where body ~ '[ぁ-んァ-ン一-龥]'"),
    ).toBe(summary.counts.company_reviews);
  });

  it("seeds the feature flags, registration versions and master data of the spec", async () => {
    const flags = await database.db.execute<{ key: string; enabled: boolean }>(
      sql`select key, enabled from feature_flags order by key`,
    );
    expect(flags.rows.map((r) => r.key)).toEqual([
      "app_new_logo_enabled",
      "entry_courses_with_event",
      "event_internship_summary_image",
      "internship_renewal",
      "mirai_ai_enabled",
      "renewal_oc_web_logo",
      "token_based_auth",
      "use_new_top_ads_api",
      "video_bundles",
    ]);
    expect(flags.rows.find((r) => r.key === "renewal_oc_web_logo")?.enabled).toBe(true);
    const groups = await database.db.execute<{ key: string }>(
      sql`select g.key from user_registration_groups g join user_registration_versions v on v.id = g.user_registration_version_id where v.key = 'version202405002' order by g.display_order`,
    );
    expect(groups.rows.map((r) => r.key)).toEqual([
      "basic_information",
      "event",
      "scout",
      "new_grad_referral",
      "useful_information",
    ]);
    expect(await scalar<number>("select count(*)::int as v from user_registration_versions")).toBe(2);
    const mailTypes = await database.db.execute<{ key: string }>(sql`select key from mail_campaign_types order by key`);
    expect(mailTypes.rows.map((r) => r.key)).toEqual(["event_info", "weekly_magazine", "whats_new_favorite_companies"]);
    expect(
      await scalar<number>("select count(*)::int as v from ad_places where key = 'ad_place_web_company_index_page'"),
    ).toBe(1);
    expect(await scalar<number>("select count(*)::int as v from awards where year not between 2019 and 2025")).toBe(0);
  });

  it("seeds scouts as the app sends them: each opens a chat of its own whose first message is the scout", async () => {
    expect(summary.counts.scout_messages).toBeGreaterThan(100);
    expect(await scalar<number>("select count(*)::int as v from scout_messages where chat_id is null")).toBe(0);
    expect(
      await scalar<number>(
        "select count(*)::int as v from scout_messages s join users u on u.id = s.user_id where not u.receive_scout_message",
      ),
    ).toBe(0);
    const mismatched = await scalar<number>(`
      select count(*)::int as v from scout_messages s
      join chats ch on ch.id = s.chat_id
      left join lateral (select * from chat_messages m where m.chat_id = ch.id order by m.created_at, m.id limit 1) first on true
      where first.id is null or ch.user_id <> s.user_id or ch.company_id <> s.company_id or ch.created_at <> s.sent_at or s.expires_at <= s.sent_at
        or first.sender_type <> 'company' or first.body <> s.body or first.created_at <> s.sent_at or first.read_at is distinct from s.read_at`);
    expect(mismatched).toBe(0);
  });

  it("answers scouts consistently: every state, answers before the expiry, more messages only once accepted", async () => {
    const states = await database.db.execute<{ status: string; n: number }>(
      sql.raw(`select ${STATUS_AT_NOW} as status, count(*)::int as n from scout_messages s group by 1 order by 1`),
    );
    expect(states.rows.map((row) => row.status)).toEqual(["accepted", "declined", "expired", "pending"]);
    expect(states.rows.every((row) => row.n >= 10)).toBe(true);
    expect(
      await scalar<number>(`select count(*)::int as v from scout_messages s where s.response is not null
        and not (s.responded_at > s.sent_at and s.responded_at < s.expires_at and s.read_at <= s.responded_at)`),
    ).toBe(0);
    expect(
      await scalar<number>(
        "select count(*)::int as v from scout_messages where decline_reason is not null and response is distinct from 'declined'",
      ),
    ).toBe(0);
    expect(
      await scalar<number>(
        "select count(*)::int as v from scout_messages where response = 'declined' and decline_reason is null",
      ),
    ).toBeGreaterThan(0);
    expect(
      await scalar<number>(
        "select count(*)::int as v from scout_messages where response = 'declined' and decline_reason is not null",
      ),
    ).toBeGreaterThan(0);
    // as the service refuses a second pending scout of a company to a student
    expect(
      await scalar<number>(`select count(*)::int as v from (select 1 from scout_messages s where ${STATUS_AT_NOW} = 'pending'
        group by s.company_id, s.user_id having count(*) > 1) twice`),
    ).toBe(0);
    expect(
      await scalar<number>(`select count(*)::int as v from scout_messages s
        where coalesce(s.response, '') <> 'accepted' and (select count(*) from chat_messages m where m.chat_id = s.chat_id) <> 1`),
    ).toBe(0);
    expect(
      await scalar<number>(`select count(*)::int as v from scout_messages s where s.response = 'accepted'
        and exists (select 1 from chat_messages m where m.chat_id = s.chat_id and m.sender_type = 'company' and m.read_at is null)`),
    ).toBeGreaterThan(0);
    expect(
      await scalar<number>(
        "select count(*)::int as v from chats ch where not exists (select 1 from scout_messages s where s.chat_id = ch.id)",
      ),
    ).toBeGreaterThan(10);
  });

  it("keeps chat times before now, read marks after their message and each chat's updated_at at its last message", async () => {
    const iso = NOW.toISOString();
    expect(
      await scalar<number>(
        `select count(*)::int as v from chat_messages where created_at > '${iso}' or read_at > '${iso}' or read_at < created_at`,
      ),
    ).toBe(0);
    expect(
      await scalar<number>(`select count(*)::int as v from chats ch
        where ch.updated_at <> coalesce((select max(m.created_at) from chat_messages m where m.chat_id = ch.id), ch.created_at)`),
    ).toBe(0);
  });

  it("gives the demo student a pending scout, an accepted one with an unread company message and a plain chat, and company 1 every state", async () => {
    const demo = await database.db.execute<{ status: string; unread: number }>(
      sql.raw(`select case when s.id is null then 'none' else ${STATUS_AT_NOW} end as status,
          (select count(*)::int from chat_messages m where m.chat_id = ch.id and m.sender_type = 'company' and m.read_at is null) as unread
        from chats ch join users u on u.id = ch.user_id left join scout_messages s on s.chat_id = ch.id
        where u.email = 'student@example.com' order by ch.id`),
    );
    expect(demo.rows).toEqual(
      expect.arrayContaining([
        { status: "pending", unread: 1 },
        { status: "accepted", unread: 1 },
        { status: "none", unread: 0 },
      ]),
    );
    const companyOne = await database.db.execute<{ status: string }>(
      sql.raw(`select distinct ${STATUS_AT_NOW} as status from scout_messages s where s.company_id = 1 order by 1`),
    );
    expect(companyOne.rows.map((row) => row.status)).toEqual(["accepted", "declined", "expired", "pending"]);
  });

  it("gives every image field a sample image: a path under /media/sample/ whose name carries its picture's hash", async () => {
    const samplePath = "^/media/sample/[a-z-]+/[a-z0-9-]+-[0-9a-f]{8}\\.(jpg|png)$";
    // a text popup shows its message, not a picture
    const rowsWithPictures: Partial<Record<string, string>> = { "popups.image_url": "where popup_type = 'image'" };
    for (const column of IMAGE_COLUMNS) {
      const [table, name] = column.split(".");
      const counts = await database.db.execute<{ total: number; missing: number; other: number }>(
        sql.raw(`select count(*)::int as total, count(*) filter (where ${name} is null)::int as missing,
          count(*) filter (where ${name} !~ '${samplePath}')::int as other from ${table} ${rowsWithPictures[column] ?? ""}`),
      );
      expect([column, counts.rows[0]]).toEqual([column, { total: expect.any(Number), missing: 0, other: 0 }]);
      expect(counts.rows[0]!.total).toBeGreaterThan(0);
    }
  });

  it("seeds two popups running now: an image campaign for everyone on every page, a text popup for one graduate year on /events", async () => {
    const rows = await database.db.execute<{
      id: number;
      popup_type: string;
      title: string;
      message: string | null;
      image_url: string | null;
      url: string;
      target_path_prefixes: string[];
      target_graduate_years: number[];
      running: boolean;
    }>(
      sql.raw(`select id, popup_type, title, message, image_url, url, target_path_prefixes, target_graduate_years,
      (published and starts_at <= '${NOW.toISOString()}' and ends_at > '${NOW.toISOString()}') as running from popups order by id`),
    );
    expect(
      rows.rows.map(({ id, popup_type, target_path_prefixes, target_graduate_years, running }) => ({
        id,
        popup_type,
        target_path_prefixes,
        target_graduate_years,
        running,
      })),
    ).toEqual([
      { id: 1, popup_type: "image", target_path_prefixes: [], target_graduate_years: [], running: true },
      {
        id: 2,
        popup_type: "text",
        target_path_prefixes: ["/events"],
        target_graduate_years: [POPUP_TARGET_GRADUATE_YEAR],
        running: true,
      },
    ]);
    const [campaign, targeted] = rows.rows;
    expect(campaign!.url).toBe(
      `/feature_events/${await scalar<number>("select id as v from feature_events where title = '夏のインターンシップ特集'")}`,
    );
    expect(campaign!.image_url).toMatch(/^\/media\/sample\//);
    expect(targeted!.image_url).toBeNull();
    expect(
      await scalar<number>(`select count(*)::int as v from events e where '/events/internship/' || e.id = '${targeted!.url}'
      and e.published and ${POPUP_TARGET_GRADUATE_YEAR} = any(e.graduate_years)`),
    ).toBe(1);
    for (const row of rows.rows) {
      expect(row.title).toMatch(JAPANESE);
      expect(row.message).toMatch(JAPANESE);
    }
  });

  it("gives every official company a gallery of three and every internship two summary images", async () => {
    expect(
      await scalar<number>(`select count(*)::int as v from companies c where c.is_official_company
      and (select count(*) from company_image_gallery_items g where g.company_id = c.id) <> 3`),
    ).toBe(0);
    expect(
      await scalar<number>(
        "select count(*)::int as v from company_image_gallery_items g join companies c on c.id = g.company_id where not c.is_official_company",
      ),
    ).toBe(0);
    expect(
      await scalar<number>(`select count(*)::int as v from events e where e.category = 'internship'
      and (select count(*) from event_summary_images i where i.event_id = e.id) <> 2`),
    ).toBe(0);
    expect(
      await scalar<number>(
        "select count(*)::int as v from event_summary_images i join events e on e.id = i.event_id where e.category <> 'internship'",
      ),
    ).toBe(0);
  });

  it("reuses pictures where the product would: channel icons are their company's logo, ads and fairs' feature events their event's eye-catch", async () => {
    expect(
      await scalar<number>(
        "select count(*)::int as v from video_channels v join companies c on c.id = v.company_id where v.icon_url <> c.square_logo_url",
      ),
    ).toBe(0);
    expect(
      await scalar<number>(
        "select count(*)::int as v from promotion_contracts p join events e on e.id = p.event_id where p.image_url <> e.eye_catch_image_url",
      ),
    ).toBe(0);
    expect(
      await scalar<number>(`select count(*)::int as v from feature_events f join feature_event_events l on l.feature_event_id = f.id
      join events e on e.id = l.event_id where e.category = 'gosetsu' and f.title = e.title and f.image_url <> e.eye_catch_image_url`),
    ).toBe(0);
  });

  it("can tell how to draw every sample image the rows name, each from rows of its own kind", async () => {
    const { jobs, unknown } = await readSampleMediaJobs(database.db);
    expect(unknown).toEqual([]);
    const urls = (await database.db.execute<{ url: string }>(sql.raw(allImageUrlsSql()))).rows.map((row) => row.url);
    expect(new Set(jobs.map((job) => `/media/${job.key}`))).toEqual(new Set(urls));
    for (const job of jobs)
      expect(job.key.startsWith(`sample/${SAMPLE_KIND_FILES[job.recipe.kind].folder}/`)).toBe(true);
    // pools: 5 scenes × 6 variants, 24 avatars at most; one picture per company, event and video otherwise
    expect(jobs.filter((job) => job.recipe.kind === "scene").length).toBeLessThanOrEqual(30);
    expect(jobs.filter((job) => job.recipe.kind === "avatar").length).toBeLessThanOrEqual(24);
    expect(jobs.filter((job) => job.recipe.kind === "eye-catch").length).toBe(
      await scalar<number>("select count(*)::int as v from events"),
    );
  });

  it("tells sample data seeded before scouts had chats (npm start suggests npm run seed) from the current one", async () => {
    expect(await hasOutdatedSampleScouts(database.db)).toBe(false);
    await database.db.execute(sql`insert into scout_messages (company_id, user_id, title, body, sent_at, expires_at)
      select 1, id, '特別選考のご案内', '旧形式のスカウト', now(), now() from users order by id limit 1`);
    expect(await hasOutdatedSampleScouts(database.db)).toBe(true);
    await database.db.execute(sql`delete from scout_messages where chat_id is null`);
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
