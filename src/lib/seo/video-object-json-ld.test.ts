import { isoDuration } from "./iso-duration";
import { jsonLdDocument } from "./json-ld-document";
import { richResultProblems } from "./rich-result-problems";
import { videoObjectJsonLd } from "./video-object-json-ld";

describe("isoDuration", () => {
  it.each([
    [0, "PT0S"],
    [45, "PT45S"],
    [90, "PT1M30S"],
    [600, "PT10M"],
    [3725, "PT1H2M5S"],
  ])("%i seconds → %s", (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });
});

describe("videoObjectJsonLd", () => {
  const input = {
    name: "営業職の一日",
    description: "社員が仕事を紹介します。",
    thumbnailUrl: "https://mirai.example/og/default.png",
    uploadDate: "2026-04-01T03:00:00.000Z",
    durationSeconds: 90,
    media: { contentUrl: "https://mirai.example/videos/bundles/sample-1.mp4" },
    url: "https://mirai.example/videos/4",
  };

  it("has name, description, thumbnail, upload date and an ISO 8601 duration", () => {
    const video = videoObjectJsonLd(input);
    expect(video).toEqual({
      "@type": "VideoObject",
      name: "営業職の一日",
      description: "社員が仕事を紹介します。",
      thumbnailUrl: "https://mirai.example/og/default.png",
      uploadDate: "2026-04-01T03:00:00.000Z",
      duration: "PT1M30S",
      contentUrl: "https://mirai.example/videos/bundles/sample-1.mp4",
      url: "https://mirai.example/videos/4",
      inLanguage: "ja",
    });
    expect(richResultProblems(jsonLdDocument([video]))).toEqual([]);
  });

  it("gives an embedded video its player URL and an empty description the name", () => {
    const video = videoObjectJsonLd({
      ...input,
      description: "",
      media: { embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
    });
    expect(video).toMatchObject({
      description: "営業職の一日",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(video).not.toHaveProperty("contentUrl");
    expect(richResultProblems(jsonLdDocument([video]))).toEqual([]);
  });
});
