import { buildAllNodeInputs } from "./create-nodes";
import type { SourceData } from "./read-source-data";
import { companyRow, eventRow, scheduleRow } from "./test/row-fixtures";

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: (input: string | object) => JSON.stringify(input).length.toString(),
};

const data: SourceData = {
  events: [eventRow({ id: 10 }), eventRow({ id: 11, category: "gosetsu", host_company_id: null })],
  schedules: [
    scheduleRow({ id: 100, event_id: 10 }),
    scheduleRow({ id: 101, event_id: 11, is_online: true, prefecture_code: null }),
  ],
  companies: [companyRow({ id: 3 })],
  businessCategories: [{ id: 2, name: "IT・通信", icon_key: "it", display_order: 1, subcategory_ids: [4] }],
  prefectures: [{ code: 13, name: "東京都", area_name: "関東", area_id: 3 }],
  featureFlags: [{ key: "app_new_logo_enabled", enabled: false }],
  eventDescriptionItems: [
    { id: 2, event_id: 10, label: "持ち物", content: "筆記用具", display_order: 2 },
    { id: 1, event_id: 10, label: "服装", content: "自由", display_order: 1 },
  ],
  eventSummaryVideos: [],
  eventSummaryImages: [
    {
      id: 5,
      event_id: 10,
      image_url: "https://images.example.jp/s/5.jpg",
      description: "グループワーク",
      display_order: 1,
    },
  ],
  featureEvents: [
    {
      id: 7,
      title: "合同説明会 東京",
      description_markdown: "東京で開催",
      image_url: null,
      display_order: 1,
      updated_at: new Date("2025-05-03T00:00:00Z"),
      event_ids: [11],
    },
  ],
  cooperatingSites: [
    {
      id: 4,
      name: "キャリアノート",
      partner: "株式会社キャリアノート",
      square_logo_url: null,
      description: "オファーが届きます。",
      service_category: "逆求人サイト",
      graduate_years: [2028, 2027],
      external_links: [{ label: "サービスサイト", url: "https://partners.example.jp/4" }],
      display_order: 1,
    },
  ],
  articles: [
    {
      id: 2,
      slug_path: "es/gakuchika",
      title: "ガクチカの書き方",
      description: "構成と例文",
      body_markdown: "## 構成",
      published_at: new Date("2025-05-01T00:00:00Z"),
      updated_at: new Date("2025-05-01T00:00:00Z"),
    },
  ],
  videoBundles: [],
  videoChannels: [],
  featureVideos: [],
  shortVideos: [],
  promotionContracts: [
    {
      id: 21,
      event_id: 10,
      ad_place_key: "ad_place_web_top_page",
      publication_type: "pickup",
      catch_copy: "社員と本音で話せる座談会",
      image_url: null,
      starts_at: new Date("2025-05-25T15:00:00Z"),
      ends_at: new Date("2025-06-30T15:00:00Z"),
      display_order: 1,
    },
    // its event is not published (not among the events): no node, as the API leaves it out
    {
      id: 22,
      event_id: 99,
      ad_place_key: "ad_place_web_top_page",
      publication_type: "pickup",
      catch_copy: null,
      image_url: null,
      starts_at: new Date("2025-05-25T15:00:00Z"),
      ends_at: new Date("2025-06-30T15:00:00Z"),
      display_order: 2,
    },
  ],
};

describe("buildAllNodeInputs", () => {
  const nodes = buildAllNodeInputs(data, new Date("2025-06-01T00:00:00Z"), helpers);

  it("creates one node per row with a type-scoped id", () => {
    expect(nodes.map((node) => [node.internal.type, node.id])).toEqual([
      ["Event", "id:Event-10"],
      ["Event", "id:Event-11"],
      ["Schedule", "id:Schedule-100"],
      ["Schedule", "id:Schedule-101"],
      ["Company", "id:Company-3"],
      ["BusinessCategory", "id:BusinessCategory-2"],
      ["Prefecture", "id:Prefecture-13"],
      ["FeatureFlag", "id:FeatureFlag-app_new_logo_enabled"],
      ["FeatureEvent", "id:FeatureEvent-7"],
      ["CooperatingSite", "id:CooperatingSite-4"],
      ["Article", "id:Article-2"],
      ["PromotionContract", "id:PromotionContract-21"],
    ]);
  });

  it("gives each event only its own schedules", () => {
    const [first, second] = nodes;
    expect(first).toMatchObject({
      db_id: 10,
      schedule_db_ids: [100],
      prefecture_codes: [13],
      has_live_schedule: false,
    });
    expect(second).toMatchObject({
      db_id: 11,
      schedule_db_ids: [101],
      prefecture_codes: [],
      has_live_schedule: true,
      host_company_db_id: null,
    });
  });

  it("gives each event its own description items and summary images, and renders its description", () => {
    const [first, second] = nodes;
    expect(first).toMatchObject({
      description_items: [
        { label: "持ち物", content: "筆記用具" },
        { label: "服装", content: "自由" },
      ],
      summary_images: [
        { id: 5, image_url: "https://images.example.jp/s/5.jpg", description: "グループワーク", display_order: 1 },
      ],
      description_html: "<h2>概要</h2>\n<p>実務を体験するプログラムです。</p>",
    });
    expect(second).toMatchObject({ description_items: [], summary_images: [] });
  });

  it("builds feature events with the companies of their events, and cooperating sites with short years", () => {
    const featureEvent = nodes.find((node) => node.internal.type === "FeatureEvent");
    expect(featureEvent).toMatchObject({
      db_id: 7,
      event_db_ids: [11],
      company_db_ids: [3],
      description_html: "<p>東京で開催</p>",
    });
    const site = nodes.find((node) => node.internal.type === "CooperatingSite");
    expect(site).toMatchObject({ db_id: 4, graduate_years: [2027, 2028], short_graduate_years: ["27卒", "28卒"] });
  });

  it("builds running promotion contracts linked to their published events", () => {
    const contract = nodes.find((node) => node.internal.type === "PromotionContract");
    expect(contract).toMatchObject({
      db_id: 21,
      event_db_id: 10,
      ad_place: "ad_place_web_top_page",
      publication_type: "pickup",
      catch_copy: "社員と本音で話せる座談会",
      image_url: null,
      starts_at: "2025-05-25T15:00:00.000Z",
      ends_at: "2025-06-30T15:00:00.000Z",
      display_order: 1,
    });
  });
});
