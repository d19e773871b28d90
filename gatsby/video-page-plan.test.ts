import { planVideoPages, type BundleNode, type ShortVideoNode, type VideoPagesInput } from "./video-page-plan";

function bundle(id: number, overrides: Partial<BundleNode> = {}): BundleNode {
  return {
    db_id: id,
    title: `動画${id}`,
    description: "説明",
    video_url: "/videos/bundles/sample-1.mp4",
    thumbnail_url: null,
    captions_url: null,
    duration_seconds: 90,
    published_at: `2026-05-0${id}T03:00:00.000Z`,
    video_channel_db_id: 1,
    company_db_id: 10,
    business_category_db_id: 2,
    chapters: [
      { db_id: id * 10, title: "はじめに", start_seconds: 0 },
      { db_id: id * 10 + 1, title: "職場紹介", start_seconds: 45 },
    ],
    ...overrides,
  };
}

function short(id: number, day: number): ShortVideoNode {
  return {
    db_id: id,
    title: `ショート${id}`,
    description: "説明",
    video_url: "/videos/shorts/sample-1.mp4",
    thumbnail_url: null,
    captions_url: "/videos/shorts/sample-1.ja.vtt",
    duration_seconds: 20,
    published_at: `2026-05-0${day}T09:00:00.000Z`,
    company_db_id: 10,
  };
}

const input: VideoPagesInput = {
  bundles: [bundle(1), bundle(3), bundle(2, { video_channel_db_id: null, company_db_id: null })],
  channels: [
    { db_id: 1, name: "ミライテック 公式チャンネル", description: "公式", company_db_id: 10, display_order: 2 },
    { db_id: 2, name: "あおば 公式チャンネル", description: "公式", company_db_id: 11, display_order: 1 },
  ],
  featureVideos: [{ db_id: 5, title: "特集", description: "説明", display_order: 1, video_bundle_db_ids: [2, 99, 1] }],
  shorts: [short(7, 1), short(8, 3), short(9, 2)],
  companies: [
    { db_id: 10, name: "株式会社ミライテック", initial_char: "ミ", square_logo_url: null },
    { db_id: 11, name: "あおば商事株式会社", initial_char: "あ", square_logo_url: null },
  ],
  businessCategories: [{ db_id: 2, name: "IT・通信" }],
  videoBundlesEnabled: true,
};

const pageAt = (plan: ReturnType<typeof planVideoPages>, path: string) => plan.pages.find((page) => page.path === path);

describe("planVideoPages", () => {
  const plan = planVideoPages(input);

  it("creates every video page once: lists, channels, features, bundles, chapters, shorts and every company", () => {
    const paths = plan.pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([
      "/videos",
      "/videos/search",
      "/videos/channels",
      "/videos/channels/1",
      "/videos/channels/2",
      "/videos/feature_videos/5",
      "/videos/3",
      "/videos/3/video_chapters/30",
      "/videos/3/video_chapters/31",
      "/videos/2",
      "/videos/2/video_chapters/20",
      "/videos/2/video_chapters/21",
      "/videos/1",
      "/videos/1/video_chapters/10",
      "/videos/1/video_chapters/11",
      "/short_videos/8",
      "/short_videos/9",
      "/short_videos/7",
      "/companies/10/videos",
      "/companies/11/videos",
    ]);
  });

  it("gives a chapter page its bundle's data and its chapter", () => {
    const page = pageAt(plan, "/videos/3/video_chapters/31");
    expect(page).toMatchObject({ template: "videoBundle", context: { chapterId: 31, bundle: { db_id: 3, channel: { db_id: 1 }, company: { name: "株式会社ミライテック" } } } });
  });

  it("defers chapter pages and empty company video pages and prerenders every other video page", () => {
    const deferred = plan.pages.filter((page) => "defer" in page && page.defer).map((page) => page.path);
    expect(deferred).toContain("/videos/3/video_chapters/31");
    expect(plan.pages.filter((page) => page.path.includes("/video_chapters/")).every((page) => deferred.includes(page.path))).toBe(true);
    const companyPages = plan.pages.filter((page) => page.template === "companyVideos");
    for (const page of companyPages) {
      const empty = page.context.bundles.length === 0 && page.context.shorts.length === 0;
      expect(deferred.includes(page.path)).toBe(empty);
    }
    expect(companyPages.some((page) => deferred.includes(page.path))).toBe(true);
    expect(companyPages.some((page) => !deferred.includes(page.path))).toBe(true);
    expect(deferred.every((path) => path.includes("/video_chapters/") || /^\/companies\/\d+\/videos$/.test(path))).toBe(true);
  });

  it("links short videos newest first: previous is the newer one, next the older one", () => {
    expect(pageAt(plan, "/short_videos/8")?.context).toMatchObject({ previous: null, next: { db_id: 9 } });
    expect(pageAt(plan, "/short_videos/9")?.context).toMatchObject({ previous: { db_id: 8 }, next: { db_id: 7 } });
    expect(pageAt(plan, "/short_videos/7")?.context).toMatchObject({ previous: { db_id: 9 }, next: null });
  });

  it("lists a feature video's published bundles in its order, channels in display order, newest first on /videos", () => {
    expect(pageAt(plan, "/videos/feature_videos/5")?.context).toMatchObject({ bundles: [{ db_id: 2 }, { db_id: 1 }] });
    expect(pageAt(plan, "/videos/channels")?.context).toMatchObject({ channels: [{ db_id: 2, bundle_count: 0 }, { db_id: 1, bundle_count: 2 }] });
    const home = pageAt(plan, "/videos");
    expect(home?.context).toMatchObject({ channelCount: 2, channels: [{ db_id: 1 }], featureVideos: [{ db_id: 5, bundle_count: 2 }] });
    expect(home?.template === "videosHome" && home.context.newest.map((card) => card.db_id)).toEqual([3, 2, 1]);
  });

  it("gives every company a videos page, empty when it has no videos", () => {
    expect(pageAt(plan, "/companies/10/videos")?.context).toMatchObject({ bundles: [{ db_id: 3 }, { db_id: 1 }], shorts: [{ db_id: 8 }, { db_id: 9 }, { db_id: 7 }] });
    expect(pageAt(plan, "/companies/11/videos")?.context).toMatchObject({ bundles: [], shorts: [] });
  });

  it("writes a compact search index, newest first", () => {
    expect(plan.searchIndex.bundles[0]).toEqual([3, "動画3", "株式会社ミライテック", 2, 90, "2026-05-03T03:00:00.000Z", "ミライテック 公式チャンネル", 2]);
    expect(plan.searchIndex.bundles.map((entry) => entry[0])).toEqual([3, 2, 1]);
  });

  it("with video_bundles off shows single videos: no chapter pages, no chapter lists or counts", () => {
    const off = planVideoPages({ ...input, videoBundlesEnabled: false });
    expect(off.pages.some((page) => page.path.includes("/video_chapters/"))).toBe(false);
    expect(pageAt(off, "/videos/3")?.context).toMatchObject({ chapterId: null, bundle: { chapters: [] } });
    expect(pageAt(off, "/videos/channels/1")?.context).toMatchObject({ bundles: [{ chapter_count: 0 }, { chapter_count: 0 }] });
    expect(off.searchIndex.bundles[0]![7]).toBe(0);
  });
});
