import { planVideoPages } from "../video-page-plan";
import { videoPlanInput } from "../test/video-plan-input";
import { videoSitemap } from "./video-sitemap";

describe("videoSitemap", () => {
  const { pages } = planVideoPages(videoPlanInput);
  const entries = videoSitemap(pages, videoPlanInput);
  const listed = new Map(entries.map((entry) => [entry.path, entry.lastmod]));

  it("lists the deferred chapter pages, dated like their video", () => {
    const chapters = pages.filter((page) => page.path.includes("/video_chapters/"));
    expect(chapters.length).toBeGreaterThan(0);
    expect(chapters.every((page) => "defer" in page && page.defer)).toBe(true);
    for (const page of chapters) expect(listed.has(page.path)).toBe(true);
    expect(listed.get("/videos/3/video_chapters/31")).toBe("2026-05-03T03:00:00.000Z");
  });

  it("dates videos by published_at and listings by their newest video; empty listings are left out", () => {
    expect(listed.get("/videos/1")).toBe("2026-05-01T03:00:00.000Z");
    expect(listed.get("/short_videos/8")).toBe("2026-05-03T09:00:00.000Z");
    expect(listed.get("/videos")).toBe("2026-05-03T09:00:00.000Z");
    expect(listed.get("/videos/channels")).toBe("2026-05-03T03:00:00.000Z");
    expect(listed.get("/videos/channels/1")).toBe("2026-05-03T03:00:00.000Z");
    expect(listed.get("/videos/feature_videos/5")).toBe("2026-05-02T03:00:00.000Z");
    expect(listed.get("/companies/10/videos")).toBe("2026-05-03T09:00:00.000Z");
    expect(listed.get("/videos/search")).toBeNull();
    // channel 2 and company 11 have no video (company 11's page is deferred)
    expect(listed.has("/videos/channels/2")).toBe(false);
    expect(listed.has("/companies/11/videos")).toBe(false);
    expect(entries).toHaveLength(pages.length - 2);
    expect(entries.every((entry) => entry.section === "videos")).toBe(true);
  });
});
