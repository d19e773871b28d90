import { STYLESHEET_PRELOAD_FAILED, STYLESHEET_PRELOAD_WATCH } from "./stylesheet-preload-script";

describe("the inline stylesheet-preload watch (spec §8)", () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  // runs exactly the script the pages inline
  beforeAll(() => new Function(STYLESHEET_PRELOAD_WATCH)());
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    error = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  function failLink(attributes: Record<string, string>) {
    const link = document.createElement("link");
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.appendChild(link);
    link.dispatchEvent(new Event("error"));
  }

  test("a failed stylesheet preload logs the Japanese message, without the query, and nothing else", () => {
    failLink({ rel: "preload", as: "style", href: "/styles-1a2b.css?v=3" });
    expect(STYLESHEET_PRELOAD_FAILED).toBe("スタイルシートのプリロードに失敗しました");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(STYLESHEET_PRELOAD_FAILED, "/styles-1a2b.css");
    expect(error).not.toHaveBeenCalled();
  });

  test("other failing links and elements are not stylesheet preloads", () => {
    failLink({ rel: "preload", as: "image", href: "/a.webp" });
    failLink({ rel: "stylesheet", href: "/b.css" });
    const image = document.createElement("img");
    document.body.appendChild(image);
    image.dispatchEvent(new Event("error"));
    expect(warn).not.toHaveBeenCalled();
  });
});
