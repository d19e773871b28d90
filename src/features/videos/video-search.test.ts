import type { VideoSearchIndex } from "@core/videos/video-data";
import {
  parseVideoSearchQuery,
  searchableVideos,
  searchVideos,
  videoSearchCriteria,
  videoSearchQueryString,
} from "./video-search";

const index: VideoSearchIndex = {
  bundles: [
    [
      3,
      "エンジニアの一日",
      "株式会社ミライテック",
      2,
      90,
      "2026-05-03T03:00:00.000Z",
      "ミライテック 公式チャンネル",
      4,
      "/media/sample/video-thumbnails/3-0a1b2c3d.jpg",
    ],
    [2, "営業職の仕事紹介", "あおば商事株式会社", 5, 90, "2026-05-02T03:00:00.000Z", null, 3, null],
    [1, "ＩＴ業界のキャリア", "株式会社ミライテック", 2, 90, "2026-05-01T03:00:00.000Z", null, 5, null],
  ],
};
const videos = searchableVideos(index);
const ids = (q: string, industry: number | null = null) =>
  searchVideos(videos, { q, industry }).map((video) => video.db_id);

describe("video search", () => {
  it("gives every video, newest first, for an empty query", () => {
    expect(ids("")).toEqual([3, 2, 1]);
  });

  it.each([
    ["ミライテック", [3, 1]],
    ["みらいてっく", [3, 1]],
    ["ﾐﾗｲﾃｯｸ", [3, 1]],
    ["it", [1]],
    ["ミライテック エンジニア", [3]],
    ["公式チャンネル", [3]],
    ["存在しない", []],
  ])("%s → %j (width, kana and case folded; every word must match)", (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });

  it("narrows by industry", () => {
    expect(ids("", 5)).toEqual([2]);
    expect(ids("ミライテック", 5)).toEqual([]);
  });

  it("decodes entries into cards", () => {
    expect(searchVideos(videos, { q: "営業", industry: null })).toEqual([
      {
        db_id: 2,
        title: "営業職の仕事紹介",
        company_name: "あおば商事株式会社",
        duration_seconds: 90,
        published_at: "2026-05-02T03:00:00.000Z",
        chapter_count: 3,
        thumbnail_url: null,
      },
    ]);
  });

  it("reads and writes the query string", () => {
    expect(parseVideoSearchQuery("?q=%E5%96%B6%E6%A5%AD+&industry=5")).toEqual({ q: "営業", industry: 5 });
    expect(parseVideoSearchQuery("?industry=abc")).toEqual({ q: "", industry: null });
    expect(videoSearchQueryString({ q: " 営業 ", industry: 5 })).toBe("?q=%E5%96%B6%E6%A5%AD&industry=5");
    expect(videoSearchQueryString({ q: "", industry: null })).toBe("");
  });
});

describe("videoSearchCriteria", () => {
  it("names the free word and the industry when used, never the words", () => {
    expect(videoSearchCriteria({ q: "", industry: null }).filter_keys).toEqual([]);
    expect(videoSearchCriteria({ q: "営業", industry: 5 })).toEqual({
      search_type: "video",
      filter_keys: ["free_word", "business_category"],
      conditions: "?q=%E5%96%B6%E6%A5%AD&industry=5",
    });
    expect(videoSearchCriteria({ q: "", industry: 5 }).filter_keys).toEqual(["business_category"]);
  });
});
