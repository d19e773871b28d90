import { countDeferredPages } from "./count-pages";

describe("countDeferredPages", () => {
  it("adds up the deferred counts the createPages steps log", () => {
    const log = [
      "info review pages: 56412, 40211 deferred (8000 company and 48411 event reviews) in 30000 ms",
      "info createVideoPages: 16786 pages, 9900 deferred, search index of 6000 videos",
      "success Building static HTML for pages - 100.0s - 43675/43675",
    ].join("\n");
    expect(countDeferredPages(log)).toBe(50111);
  });

  it("is 0 when nothing was deferred", () => {
    expect(
      countDeferredPages("info review pages: 12, 0 deferred (…)\ninfo createVideoPages: 3 pages, 0 deferred"),
    ).toBe(0);
  });
});
