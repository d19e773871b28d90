import { videoPlanInput as input } from "./test/video-plan-input";
import { planVideoPages } from "./video-page-plan";

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
    expect(page).toMatchObject({
      template: "videoBundle",
      context: {
        chapterId: 31,
        bundle: { db_id: 3, channel: { db_id: 1 }, company: { name: "株式会社ミライテック" } },
      },
    });
  });

  it("defers chapter pages and empty company video pages and prerenders every other video page", () => {
    const deferred = plan.pages.filter((page) => "defer" in page && page.defer).map((page) => page.path);
    expect(deferred).toContain("/videos/3/video_chapters/31");
    expect(
      plan.pages.filter((page) => page.path.includes("/video_chapters/")).every((page) => deferred.includes(page.path)),
    ).toBe(true);
    const companyPages = plan.pages.filter((page) => page.template === "companyVideos");
    for (const page of companyPages) {
      const empty = page.context.bundles.length === 0 && page.context.shorts.length === 0;
      expect(deferred.includes(page.path)).toBe(empty);
    }
    expect(companyPages.some((page) => deferred.includes(page.path))).toBe(true);
    expect(companyPages.some((page) => !deferred.includes(page.path))).toBe(true);
    expect(deferred.every((path) => path.includes("/video_chapters/") || /^\/companies\/\d+\/videos$/.test(path))).toBe(
      true,
    );
  });

  it("links short videos newest first: previous is the newer one, next the older one", () => {
    expect(pageAt(plan, "/short_videos/8")?.context).toMatchObject({ previous: null, next: { db_id: 9 } });
    expect(pageAt(plan, "/short_videos/9")?.context).toMatchObject({ previous: { db_id: 8 }, next: { db_id: 7 } });
    expect(pageAt(plan, "/short_videos/7")?.context).toMatchObject({ previous: { db_id: 9 }, next: null });
  });

  it("lists a feature video's published bundles in its order, channels in display order, newest first on /videos", () => {
    expect(pageAt(plan, "/videos/feature_videos/5")?.context).toMatchObject({ bundles: [{ db_id: 2 }, { db_id: 1 }] });
    expect(pageAt(plan, "/videos/channels")?.context).toMatchObject({
      channels: [
        { db_id: 2, bundle_count: 0 },
        { db_id: 1, bundle_count: 2 },
      ],
    });
    const home = pageAt(plan, "/videos");
    expect(home?.context).toMatchObject({
      channelCount: 2,
      channels: [{ db_id: 1 }],
      featureVideos: [{ db_id: 5, bundle_count: 2 }],
    });
    expect(home?.template === "videosHome" && home.context.newest.map((card) => card.db_id)).toEqual([3, 2, 1]);
  });

  it("gives every company a videos page, empty when it has no videos", () => {
    expect(pageAt(plan, "/companies/10/videos")?.context).toMatchObject({
      bundles: [{ db_id: 3 }, { db_id: 1 }],
      shorts: [{ db_id: 8 }, { db_id: 9 }, { db_id: 7 }],
    });
    expect(pageAt(plan, "/companies/11/videos")?.context).toMatchObject({ bundles: [], shorts: [] });
  });

  it("writes a compact search index, newest first", () => {
    expect(plan.searchIndex.bundles[0]).toEqual([
      3,
      "動画3",
      "株式会社ミライテック",
      2,
      90,
      "2026-05-03T03:00:00.000Z",
      "ミライテック 公式チャンネル",
      2,
      null,
    ]);
    expect(plan.searchIndex.bundles.map((entry) => entry[0])).toEqual([3, 2, 1]);
  });

  it("with video_bundles off shows single videos: no chapter pages, no chapter lists or counts", () => {
    const off = planVideoPages({ ...input, videoBundlesEnabled: false });
    expect(off.pages.some((page) => page.path.includes("/video_chapters/"))).toBe(false);
    expect(pageAt(off, "/videos/3")?.context).toMatchObject({ chapterId: null, bundle: { chapters: [] } });
    expect(pageAt(off, "/videos/channels/1")?.context).toMatchObject({
      bundles: [{ chapter_count: 0 }, { chapter_count: 0 }],
    });
    expect(off.searchIndex.bundles[0]![7]).toBe(0);
  });
});
