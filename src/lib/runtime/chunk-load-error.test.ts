import { isChunkLoadError } from "./chunk-load-error";

describe("isChunkLoadError", () => {
  it.each([
    Object.assign(new Error("Loading chunk component---src-pages-infos-terms-tsx failed.\n(error: /x.js)"), {
      name: "ChunkLoadError",
    }),
    new Error("Loading chunk 123 failed.\n(missing: https://example.test/123.js)"),
    new Error("Loading CSS chunk 45 failed.\n(/45.css)"),
    new TypeError("Failed to fetch dynamically imported module: https://example.test/a.js"),
    new TypeError("error loading dynamically imported module: https://example.test/a.js"),
    new TypeError("Importing a module script failed."),
  ])("recognises %s", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new TypeError("Failed to fetch"), new Error("Loading failed"), "Loading chunk 1 failed.", null, undefined])(
    "ignores %p",
    (reason) => {
      expect(isChunkLoadError(reason)).toBe(false);
    },
  );
});
