import pg from "pg";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { parseRows } from "../schemas/parse-rows";
import { companyReviewRowSchema, eventReviewRowSchema } from "../schemas/review-rows";
import { queryCompanyReviews, queryEventReviews } from "./query-reviews";

const fixtureSql = `
insert into areas (id, name) values (3, '関東');
insert into prefectures (code, name, area_id) values (13, '東京都', 3);
insert into business_categories (id, name, icon_key, display_order) values (1, 'IT・通信', 'it', 1);
insert into business_subcategories (id, business_category_id, name) values (1, 1, 'ソフトウェア');
insert into companies (id, name, name_pronunciation, initial_char, official_description, business_category_id,
  business_subcategory_id, headquarters_prefecture_code)
values (1, '株式会社ミライテック', 'ミライテック', 'ミ', 'IT', 1, 1, 13), (2, '株式会社サクラ', 'サクラ', 'サ', 'IT', 1, 1, 13);
insert into events (id, category, title, description_markdown, host_company_id, graduate_years, published, published_at)
values
  (10, 'internship', '夏のインターンシップ', '本文', 1, '{2027}', true, '2025-05-01T00:00:00Z'),
  (11, 'gosetsu', '合同説明会', '本文', 1, '{2027}', true, '2025-05-01T00:00:00Z'),
  (12, 'entry', '非公開の本選考', '本文', 1, '{2027}', false, null),
  (13, 'seminar', '公開予定のセミナー', '本文', 1, '{2027}', true, now() + interval '7 days');
insert into company_reviews (id, company_id, phase, graduate_year, rating_overall, rating_atmosphere, rating_growth,
  rating_welfare, rating_selection, title, body, helpful_count, created_at)
values
  (1, 2, 'seminar', 2026, 3, 3, 3, 3, 3, 'サクラ', '本文', 0, '2025-01-01T00:00:00Z'),
  (2, 1, 'selection', 2026, 4, 5, 4, 3, 2, '古い', '本文', 2, '2025-01-01T00:00:00Z'),
  (3, 1, 'internship', 2027, 5, 5, 5, 5, 5, '新しい', '本文', 7, '2025-03-01T00:00:00Z');
insert into schedules (id, event_id, title, start_at, end_at, time_limit_at, close_at, prefecture_code, is_online)
values (100, 10, '東京会場', '2025-07-10T01:00:00Z', '2025-07-10T04:00:00Z', '2025-07-05T14:59:00Z', '2025-07-05T14:59:00Z', 13, false);
insert into users (id, unique_id, email) values ('00000000-0000-4000-8000-000000000001', 'u1', 'a@example.jp');
insert into entries (id, event_id, schedule_id, user_id, state, attended_at)
values (500, 10, 100, '00000000-0000-4000-8000-000000000001', 'attended', '2025-07-10T01:10:00Z');
insert into event_reviews (id, event_id, company_id, user_id, entry_id, graduate_year, rating_overall, rating_content, rating_staff,
  rating_usefulness, title, body, created_at)
values
  (1, 10, 1, '00000000-0000-4000-8000-000000000001', 500, 2027, 4, 5, 4, 3, '公開', '本文', '2025-06-04T00:00:00Z'),
  (2, 11, 1, null, null, 2027, 4, 4, 4, 4, '合説', '本文', '2025-06-03T00:00:00Z'),
  (3, 12, 1, null, null, 2027, 4, 4, 4, 4, '非公開', '本文', '2025-06-02T00:00:00Z'),
  (4, 13, 1, null, null, 2027, 4, 4, 4, 4, '公開予定', '本文', '2025-06-01T00:00:00Z');
`;

describe("review queries", () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(fixtureSql);
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await database?.close();
  });

  it("reads every company review grouped by company, newest first, with every axis", async () => {
    const rows = parseRows("company_reviews", companyReviewRowSchema, await queryCompanyReviews(client));
    expect(rows.map((row) => [row.company_id, row.id])).toEqual([
      [1, 3],
      [1, 2],
      [2, 1],
    ]);
    expect(rows[1]).toMatchObject({ phase: "selection", rating_atmosphere: 5, rating_selection: 2, helpful_count: 2 });
    expect(rows[1]!.created_at).toEqual(new Date("2025-01-01T00:00:00Z"));
  });

  it("reads event reviews with their event, which has a page only when published and not a joint fair", async () => {
    const rows = parseRows("event_reviews", eventReviewRowSchema, await queryEventReviews(client));
    expect(rows.map((row) => [row.id, row.event_category, row.event_has_page])).toEqual([
      [1, "internship", true],
      [2, "gosetsu", false],
      [3, "entry", false],
      [4, "seminar", false],
    ]);
    expect(rows[0]).toMatchObject({
      event_title: "夏のインターンシップ",
      rating_content: 5,
      rating_staff: 4,
      rating_usefulness: 3,
    });
  });

  it("marks an event review written from an attended entry as attended, and the others not", async () => {
    const rows = parseRows("event_reviews", eventReviewRowSchema, await queryEventReviews(client));
    expect(rows.map((row) => [row.id, row.attended])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
  });
});
