import pg from "pg";
import { createTestDatabase, type TestDatabase } from "../db/testing";
import { readSourceData, type SourceData } from "./read-source-data";

const fixtureSql = `
insert into areas (id, name) values (3, '関東'), (5, '近畿');
insert into prefectures (code, name, area_id) values (13, '東京都', 3), (27, '大阪府', 5);
insert into business_categories (id, name, icon_key, display_order) values (1, 'IT・通信', 'it', 2), (2, 'メーカー', 'maker', 1);
insert into business_subcategories (id, business_category_id, name) values (1, 1, 'ソフトウェア'), (2, 2, '電機');
insert into companies (id, name, name_pronunciation, initial_char, official_description, business_category_id,
  business_subcategory_id, headquarters_prefecture_code, overall_score, is_official_company)
values
  (1, '株式会社ミライテック', 'ミライテック', 'ミ', 'ITの会社', 1, 1, 13, 4.25, true),
  (2, '株式会社サクラ電機', 'サクラデンキ', 'サ', '電機の会社', 2, 2, 27, null, false);
insert into events (id, category, title, description_markdown, host_company_id, business_category_id, graduate_years,
  published, published_at, is_pickup)
values
  (10, 'internship', '夏のインターンシップ', '本文', 1, 1, '{2028,2027}', true, '2025-05-01T00:00:00Z', true),
  (11, 'gosetsu', '合同説明会 東京', '本文', null, null, '{2027}', true, '2025-05-02T00:00:00Z', false),
  (12, 'entry', '非公開の本選考', '本文', 2, 2, '{2027}', false, null, false),
  (13, 'seminar', '公開予定のセミナー', '本文', 2, 2, '{2027}', true, now() + interval '7 days', false);
insert into event_companies (event_id, company_id, display_order) values (11, 2, 1), (11, 1, 2), (12, 2, 1);
insert into schedules (id, event_id, title, start_at, end_at, time_limit_at, close_at, prefecture_code, is_online)
values
  (100, 10, '東京会場', '2030-07-10T01:00:00Z', '2030-07-10T04:00:00Z', '2030-07-05T14:59:00Z', '2030-07-05T14:59:00Z', 13, false),
  (101, 10, 'オンライン', '2030-07-11T01:00:00Z', '2030-07-11T04:00:00Z', '2030-07-06T14:59:00Z', '2030-07-06T14:59:00Z', null, true),
  (102, 12, '非公開', '2030-07-12T01:00:00Z', '2030-07-12T04:00:00Z', '2030-07-07T14:59:00Z', '2030-07-07T14:59:00Z', 27, false);
insert into users (id, unique_id, email) values
  ('00000000-0000-4000-8000-000000000001', 'u1', 'a@example.jp'),
  ('00000000-0000-4000-8000-000000000002', 'u2', 'b@example.jp');
insert into clips (user_id, event_id) values
  ('00000000-0000-4000-8000-000000000001', 10), ('00000000-0000-4000-8000-000000000002', 10);
insert into follows (user_id, company_id) values ('00000000-0000-4000-8000-000000000001', 1);
insert into event_reviews (event_id, company_id, graduate_year, rating_overall, rating_content, rating_staff, rating_usefulness, title, body)
values (10, 1, 2026, 4, 4, 4, 4, 'よかった', '本文'), (10, 1, 2026, 5, 5, 5, 5, 'とてもよかった', '本文');
insert into company_reviews (company_id, phase, graduate_year, rating_overall, rating_atmosphere, rating_growth, rating_welfare,
  rating_selection, title, body)
values (1, 'selection', 2026, 4, 4, 4, 4, 4, '選考', '本文');
insert into feature_flags (key, enabled, description) values ('app_new_logo_enabled', true, 'ロゴ');
update events set application_url = 'https://recruit.example.jp/entry', summary = '実務体験' where id = 10;
update schedules set admission_limit_number = 2 where id in (100, 101);
insert into entries (event_id, schedule_id, user_id, state) values
  (10, 100, '00000000-0000-4000-8000-000000000001', 'entried'),
  (10, 100, '00000000-0000-4000-8000-000000000002', 'invited'),
  (10, 101, '00000000-0000-4000-8000-000000000001', 'entried'),
  (10, 101, '00000000-0000-4000-8000-000000000002', 'canceled');
insert into event_description_items (id, event_id, label, content, display_order) values
  (1, 10, '持ち物', '筆記用具', 2), (2, 10, '服装', '自由', 1), (3, 12, '非公開', '非公開', 1);
insert into feature_events (id, title, description_markdown, published, display_order) values
  (1, '合同説明会特集', '本文', true, 1), (2, '合同説明会 東京', '本文', true, 2), (3, '非公開の特集', '本文', false, 3);
insert into feature_event_events (feature_event_id, event_id, display_order) values
  (1, 11, 1), (1, 10, 2), (1, 12, 3), (2, 11, 1), (3, 10, 1);
insert into cooperating_sites (id, name, partner, description, service_category, graduate_years, external_links, published, display_order)
values
  (1, 'キャリアノート', '株式会社キャリアノート', '説明', '逆求人サイト', '{2027}', '[{"label":"サイト","url":"https://partners.example.jp/1"}]', true, 2),
  (2, '非公開サイト', '株式会社非公開', '説明', '求人', '{2027}', '[]', false, 1);
insert into articles (id, slug_path, title, description, body_markdown, published_at) values
  (1, 'es/gakuchika', 'ガクチカの書き方', '構成と例文', '## 構成', now() - interval '3 days'),
  (2, 'interview/online/tips', 'オンライン面接のコツ', '', '## 準備', now() - interval '1 day'),
  (3, 'es/draft', '下書き', '', '本文', null),
  (4, 'es/scheduled', '公開予定', '', '本文', now() + interval '1 day');
insert into company_groups (id, main_company_id) values (1, 2), (2, null);
update companies set company_group_id = 1 where id in (1, 2);
insert into awards (company_id, year, rank) values (1, 2023, 'silver'), (1, 2024, 'gold');
insert into company_image_gallery_items (company_id, title, description, image_url, display_order) values
  (1, '社内', '執務室', 'https://images.example.jp/b.jpg', 2), (1, '外観', '本社ビル', 'https://images.example.jp/a.jpg', 1);
insert into ad_places (key, name) values ('ad_place_web_top_page', 'トップページ（Web）');
insert into promotion_contracts (id, event_id, company_id, ad_place_key, publication_type, catch_copy, starts_at, ends_at, display_order) values
  (1, 11, null, 'ad_place_web_top_page', 'pickup', '合同説明会', now() - interval '1 day', now() + interval '1 day', 2),
  (2, 10, 1, 'ad_place_web_top_page', 'pickup', '早期選考', now() - interval '1 day', now() + interval '1 day', 1),
  (3, 10, 1, 'ad_place_web_top_page', 'pickup', '終了', now() - interval '2 days', now() - interval '1 day', 0),
  (4, 10, 1, 'ad_place_web_top_page', 'pickup', '開始前', now() + interval '1 day', now() + interval '2 days', 0),
  (5, 12, 2, 'ad_place_web_top_page', 'pickup', '非公開', now() - interval '1 day', now() + interval '1 day', 0);
`;

describe("readSourceData", () => {
  let database: TestDatabase;
  let client: pg.Client;
  let data: SourceData;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(fixtureSql);
    data = await readSourceData(client);
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await database?.close();
  });

  it("reads only events that are published and whose publication time has come", () => {
    expect(data.events.map((event) => event.id)).toEqual([10, 11]);
  });

  it("aggregates companies in display order, clips and the review average per event", () => {
    const [internship, gosetsu] = data.events;
    expect(internship).toMatchObject({
      category: "internship",
      host_company_id: 1,
      graduate_years: [2028, 2027],
      clip_count: 2,
      review_total_rating_average: 4.5,
      is_pickup: true,
      company_ids: [],
      published_at: new Date("2025-05-01T00:00:00Z"),
    });
    expect(gosetsu).toMatchObject({
      host_company_id: null,
      company_ids: [2, 1],
      clip_count: 0,
      review_total_rating_average: null,
    });
  });

  it("reads the schedules of published events only", () => {
    expect(data.schedules.map((schedule) => schedule.id)).toEqual([100, 101]);
    expect(data.schedules[1]).toMatchObject({
      is_online: true,
      prefecture_code: null,
      time_limit_at: new Date("2030-07-06T14:59:00Z"),
    });
  });

  it("counts reviews, followers and published events per company", () => {
    expect(data.companies).toEqual([
      expect.objectContaining({
        id: 1,
        business_subcategory_name: "ソフトウェア",
        overall_score: 4.25,
        review_count: 1,
        experience_review_count: 2,
        follower_count: 1,
        event_count: 2,
      }),
      expect.objectContaining({ id: 2, overall_score: null, review_count: 0, follower_count: 0, event_count: 1 }),
    ]);
  });

  it("reads the company summary: awards, gallery, headquarters area, group and published events", () => {
    const [mirai, sakura] = data.companies;
    expect(mirai).toMatchObject({
      headquarters_prefecture_code: 13,
      headquarters_area_id: 3,
      event_ids: [11, 10],
      awards: [
        { year: 2024, rank: "gold" },
        { year: 2023, rank: "silver" },
      ],
      image_gallery: [
        { title: "外観", description: "本社ビル", image_url: "https://images.example.jp/a.jpg", display_order: 1 },
        { title: "社内", description: "執務室", image_url: "https://images.example.jp/b.jpg", display_order: 2 },
      ],
      group_main_company_id: 2,
      group_company_ids: [1, 2],
      job_category_names: [],
    });
    expect(sakura).toMatchObject({
      headquarters_area_id: 5,
      event_ids: [11],
      awards: [],
      image_gallery: [],
      group_main_company_id: 2,
    });
  });

  it("reads master data and feature flags", () => {
    expect(data.businessCategories.map((category) => category.name)).toEqual(["メーカー", "IT・通信"]);
    expect(data.prefectures).toEqual([
      { code: 13, name: "東京都", area_name: "関東", area_id: 3 },
      { code: 27, name: "大阪府", area_name: "近畿", area_id: 5 },
    ]);
    expect(data.featureFlags).toEqual([{ key: "app_new_logo_enabled", enabled: true }]);
  });

  it("reads the promotion contracts running now for published events, in display order", () => {
    expect(
      data.promotionContracts.map((contract) => [
        contract.id,
        contract.event_id,
        contract.ad_place_key,
        contract.catch_copy,
      ]),
    ).toEqual([
      [2, 10, "ad_place_web_top_page", "早期選考"],
      [1, 11, "ad_place_web_top_page", "合同説明会"],
    ]);
  });

  it("reads the detail fields and the smallest published feature event presenting each event", () => {
    const [internship, gosetsu] = data.events;
    expect(internship).toMatchObject({
      application_url: "https://recruit.example.jp/entry",
      summary: "実務体験",
      feature_event_id: 1,
    });
    expect(gosetsu).toMatchObject({ application_url: null, feature_event_id: 2 });
  });

  it("marks a schedule full when seat-taking entries reach its admission limit", () => {
    expect(data.schedules.map((schedule) => [schedule.id, schedule.has_reached_admission_limit])).toEqual([
      [100, true],
      [101, false],
    ]);
  });

  it("reads description items of published events in display order", () => {
    expect(data.eventDescriptionItems.map((item) => [item.event_id, item.label])).toEqual([
      [10, "服装"],
      [10, "持ち物"],
    ]);
  });

  it("reads published feature events with their published events only, and published cooperating sites", () => {
    expect(data.featureEvents.map((featureEvent) => [featureEvent.id, featureEvent.event_ids])).toEqual([
      [1, [11, 10]],
      [2, [11]],
    ]);
    expect(data.cooperatingSites).toEqual([
      expect.objectContaining({
        id: 1,
        graduate_years: [2027],
        external_links: [{ label: "サイト", url: "https://partners.example.jp/1" }],
      }),
    ]);
  });

  it("reads articles published by now, newest first", () => {
    expect(data.articles.map((article) => [article.id, article.slug_path])).toEqual([
      [2, "interview/online/tips"],
      [1, "es/gakuchika"],
    ]);
  });
});
