import { isNoiseError, type ErrorFacts } from "./noise-filter";

const OWN_SCRIPT = "https://mirai-career.jp/app-3f2a.js";

describe("isNoiseError (spec §8 noise)", () => {
  test.each<[string, ErrorFacts, boolean]>([
    ["failed fetch, Chrome", { name: "TypeError", message: "Failed to fetch" }, true],
    ["failed fetch, Safari", { name: "TypeError", message: "Load failed" }, true],
    ["failed fetch, Firefox", { name: "TypeError", message: "NetworkError when attempting to fetch resource." }, true],
    ["network error by name", { name: "NetworkError", message: "A network error occurred." }, true],
    ["network connection lost, Safari", { name: "TypeError", message: "The network connection was lost." }, true],
    [
      "failed module import, Chrome",
      { name: "TypeError", message: "Failed to fetch dynamically imported module: https://mirai-career.jp/a.js" },
      true,
    ],
    ["failed module import, Safari", { name: "TypeError", message: "Importing a module script failed." }, true],
    [
      "failed module import, Firefox",
      { name: "TypeError", message: "error loading dynamically imported module" },
      true,
    ],
    [
      "failed chunk",
      { name: "ChunkLoadError", message: "Loading chunk 123 failed.\n(error: https://mirai-career.jp/123.js)" },
      true,
    ],
    [
      "failed chunk by message",
      { name: "Error", message: "Loading chunk component---src-pages-index-tsx failed." },
      true,
    ],
    [
      "failed CSS chunk",
      { name: "Error", message: "Loading CSS chunk 45 failed.\n(https://mirai-career.jp/45.css)" },
      true,
    ],
    ["aborted request by name", { name: "AbortError", message: "The operation was aborted." }, true],
    ["aborted request, Chrome", { name: "Error", message: "The user aborted a request." }, true],
    ["aborted without reason", { name: "Error", message: "signal is aborted without reason" }, true],
    [
      "ad script frame",
      {
        name: "TypeError",
        message: "x is undefined",
        filenames: [OWN_SCRIPT, "https://www.googletagmanager.com/gtm.js?id=GTM-AB12"],
      },
      true,
    ],
    [
      "doubleclick frame",
      { name: "Error", message: "boom", filenames: ["https://securepubads.g.doubleclick.net/tag/js/gpt.js"] },
      true,
    ],
    [
      "googlesyndication frame",
      { name: "Error", message: "boom", filenames: ["https://pagead2.googlesyndication.com/pagead/show_ads_impl.js"] },
      true,
    ],
    [
      "adservice frame",
      { name: "Error", message: "boom", filenames: ["https://adservice.google.co.jp/adsid/integrator.js"] },
      true,
    ],
    [
      "our own TypeError",
      { name: "TypeError", message: "Cannot read properties of undefined (reading 'id')", filenames: [OWN_SCRIPT] },
      false,
    ],
    [
      "our own error mentioning fetch later",
      { name: "Error", message: "Could not parse the answer: Failed to fetch is not JSON" },
      false,
    ],
    [
      "a look-alike host is not an ad script",
      { name: "Error", message: "boom", filenames: ["https://doubleclick.net.example.com/x.js"] },
      false,
    ],
    ["a frame without a URL", { name: "Error", message: "boom", filenames: ["<anonymous>", "native"] }, false],
    ["nothing known", {}, false],
  ])("%s → %s", (_label, facts, noise) => {
    expect(isNoiseError(facts)).toBe(noise);
  });
});
