import pg from "pg";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { readSourceData, type SourceData } from "../read-source-data";

const fixtureSql = `
insert into business_categories (id, name, icon_key, display_order) values (1, 'IT・通信', 'it', 1);
insert into business_subcategories (id, business_category_id, name) values (1, 1, 'ソフトウェア');
insert into areas (id, name) values (3, '関東');
insert into prefectures (code, name, area_id) values (13, '東京都', 3);
insert into companies (id, name, name_pronunciation, initial_char, official_description, business_category_id,
  business_subcategory_id, headquarters_prefecture_code)
values (1, '株式会社ミライテック', 'ミライテック', 'ミ', 'ITの会社', 1, 1, 13);
insert into video_channels (id, name, description, company_id, display_order) values (1, 'ミライテック 公式チャンネル', '公式', 1, 1);
insert into video_bundles (id, title, description, video_channel_id, company_id, video_url, captions_url, duration_seconds, published_at)
values
  (1, '古い動画', '説明', 1, 1, '/videos/bundles/sample-1.mp4', '/videos/bundles/sample-1.ja.vtt', 90, '2025-05-01T00:00:00Z'),
  (2, '新しい動画', '説明', null, null, '/videos/bundles/sample-2.mp4', null, 90, '2025-06-01T00:00:00Z'),
  (3, '非公開の動画', '説明', 1, 1, '/videos/bundles/sample-3.mp4', null, 90, null),
  (4, '公開予定の動画', '説明', 1, 1, '/videos/bundles/sample-3.mp4', null, 90, now() + interval '7 days');
insert into video_chapters (id, video_bundle_id, title, start_seconds, display_order)
values (12, 1, '職場紹介', 45, 2), (11, 1, 'はじめに', 0, 1), (13, 3, '非公開', 0, 1);
insert into feature_videos (id, title, description, display_order, published_at)
values (1, '特集', '説明', 1, '2025-05-01T00:00:00Z'), (2, '非公開の特集', '説明', 2, null);
insert into feature_video_bundles (feature_video_id, video_bundle_id, display_order) values (1, 3, 1), (1, 2, 2), (1, 1, 3), (2, 1, 1);
insert into short_videos (id, title, description, company_id, video_url, duration_seconds, published_at)
values
  (1, 'ショート', '説明', 1, '/videos/shorts/sample-1.mp4', 20, '2025-05-01T00:00:00Z'),
  (2, '非公開のショート', '説明', 1, '/videos/shorts/sample-1.mp4', 20, null);
`;

describe("reading videos", () => {
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

  it("reads published bundles newest first with their chapters in order and their company's industry", () => {
    expect(data.videoBundles.map((bundle) => bundle.id)).toEqual([2, 1]);
    expect(data.videoBundles[1]).toMatchObject({
      video_channel_id: 1,
      company_id: 1,
      business_category_id: 1,
      captions_url: "/videos/bundles/sample-1.ja.vtt",
      chapters: [
        { id: 11, title: "はじめに", start_seconds: 0 },
        { id: 12, title: "職場紹介", start_seconds: 45 },
      ],
    });
    expect(data.videoBundles[0]).toMatchObject({ company_id: null, business_category_id: null, chapters: [] });
  });

  it("reads channels, published feature videos with their published bundles, and published short videos", () => {
    expect(data.videoChannels.map((channel) => channel.id)).toEqual([1]);
    expect(data.featureVideos.map((feature) => [feature.id, feature.video_bundle_ids])).toEqual([[1, [2, 1]]]);
    expect(data.shortVideos.map((short) => short.id)).toEqual([1]);
  });
});
