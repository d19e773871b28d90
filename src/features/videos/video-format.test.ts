import { formatVideoTime } from "./video-duration";
import { videoSource } from "./video-source";

describe("video times", () => {
  it.each([
    [0, "0:00"],
    [45, "0:45"],
    [90, "1:30"],
    [600, "10:00"],
    [3725, "1:02:05"],
  ])("%i seconds → %s", (seconds, label) => {
    expect(formatVideoTime(seconds)).toBe(label);
  });
});

describe("videoSource", () => {
  it.each([
    ["/videos/bundles/sample-1.mp4", 0, { kind: "file", src: "/videos/bundles/sample-1.mp4" }],
    ["/videos/bundles/sample-1.mp4", 30, { kind: "file", src: "/videos/bundles/sample-1.mp4#t=30" }],
    ["https://cdn.example.jp/v/1.mp4", 5, { kind: "file", src: "https://cdn.example.jp/v/1.mp4#t=5" }],
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      42,
      { kind: "embed", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42" },
    ],
    [
      "https://youtu.be/dQw4w9WgXcQ",
      0,
      { kind: "embed", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
    ],
    [
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      7,
      { kind: "embed", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=7" },
    ],
  ])("%s from %i s", (url, start, expected) => {
    expect(videoSource(url, start)).toEqual(expected);
  });
});
