import { formatVideoTime, isoDuration } from "./video-duration";
import { videoSource } from "./video-source";
import { videoObjectStructuredData } from "./video-structured-data";

describe("video times", () => {
  it.each([
    [0, "0:00", "PT0S"],
    [45, "0:45", "PT45S"],
    [90, "1:30", "PT1M30S"],
    [600, "10:00", "PT10M"],
    [3725, "1:02:05", "PT1H2M5S"],
  ])("%i seconds → %s and %s", (seconds, label, iso) => {
    expect(formatVideoTime(seconds)).toBe(label);
    expect(isoDuration(seconds)).toBe(iso);
  });
});

describe("videoSource", () => {
  it.each([
    ["/videos/bundles/sample-1.mp4", 0, { kind: "file", src: "/videos/bundles/sample-1.mp4" }],
    ["/videos/bundles/sample-1.mp4", 30, { kind: "file", src: "/videos/bundles/sample-1.mp4#t=30" }],
    ["https://cdn.example.jp/v/1.mp4", 5, { kind: "file", src: "https://cdn.example.jp/v/1.mp4#t=5" }],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", 42, { kind: "embed", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42" }],
    ["https://youtu.be/dQw4w9WgXcQ", 0, { kind: "embed", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", 7, { kind: "embed", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=7" }],
  ])("%s from %i s", (url, start, expected) => {
    expect(videoSource(url, start)).toEqual(expected);
  });
});

describe("videoObjectStructuredData", () => {
  const input = {
    name: "営業職の一日",
    description: "説明",
    uploadDate: "2026-04-01T03:00:00.000Z",
    durationSeconds: 90,
    contentUrl: "https://mirai.example.jp/videos/bundles/sample-1.mp4",
    url: "https://mirai.example.jp/videos/1",
  };

  it("has the duration in ISO 8601 and no thumbnailUrl when there is none", () => {
    const data = videoObjectStructuredData({ ...input, thumbnailUrl: null });
    expect(data).toMatchObject({ "@type": "VideoObject", name: "営業職の一日", duration: "PT1M30S", uploadDate: input.uploadDate, contentUrl: input.contentUrl });
    expect(data).not.toHaveProperty("thumbnailUrl");
  });

  it("keeps a thumbnailUrl", () => {
    expect(videoObjectStructuredData({ ...input, thumbnailUrl: "https://img.example.jp/1.jpg" })).toHaveProperty("thumbnailUrl", "https://img.example.jp/1.jpg");
  });
});
