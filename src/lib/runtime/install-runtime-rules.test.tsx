import { pendingRequestCount, trackPendingRequest } from "../api/pending-requests";
import { CHUNK_RELOAD_STORAGE_KEY } from "./chunk-reload-budget";
import { ERROR_REDIRECT_STORAGE_KEY } from "./error-redirect-flag";
import { ERROR_PAGE_PATH, type GatsbyPageLoader } from "./gatsby-page-loader";
import { installRuntimeRules } from "./install-runtime-rules";

const chunkError = () =>
  Object.assign(new Error("Loading chunk 12 failed.\n(error: /12.js)"), { name: "ChunkLoadError" });
const withField = (type: string, fields: object) => Object.assign(new Event(type, { cancelable: true }), fields);

function fakeWindow(loader?: GatsbyPageLoader) {
  const reload = jest.fn();
  const win = Object.assign(new EventTarget(), {
    sessionStorage: window.sessionStorage,
    location: { reload },
    ___loader: loader,
  });
  const rules = installRuntimeRules(win as unknown as Window);
  // what Gatsby's navigation module registers after gatsby-browser has run
  const laterListener = jest.fn();
  win.addEventListener("unhandledrejection", laterListener);
  return { win, rules, reload, laterListener };
}

const stored = (key: string) => window.sessionStorage.getItem(key);

describe("installRuntimeRules", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("reloads once for an unhandled chunk error and keeps Gatsby's own listener from reloading uncounted", () => {
    const { win, reload, laterListener } = fakeWindow();
    win.dispatchEvent(withField("unhandledrejection", { reason: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(stored(CHUNK_RELOAD_STORAGE_KEY)!)).toMatchObject({ count: 1 });
    expect(laterListener).not.toHaveBeenCalled();

    // the same failure right after the reload: within the guard, nothing more
    win.dispatchEvent(withField("unhandledrejection", { reason: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(laterListener).not.toHaveBeenCalled();
  });

  it("leaves other rejections alone", () => {
    const { win, reload, laterListener } = fakeWindow();
    win.dispatchEvent(withField("unhandledrejection", { reason: new TypeError("Failed to fetch") }));
    expect(reload).not.toHaveBeenCalled();
    expect(laterListener).toHaveBeenCalledTimes(1);
  });

  it("reloads for an uncaught chunk error, but not with the counter at 2", () => {
    const { win, reload } = fakeWindow();
    win.dispatchEvent(withField("error", { error: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(1);

    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify({ count: 2, lastReloadAt: 0 }));
    win.dispatchEvent(withField("error", { error: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads a page restored from the back/forward cache and aborts pending requests on pagehide", () => {
    const { win, reload } = fakeWindow();
    win.dispatchEvent(withField("pageshow", { persisted: true }));
    expect(reload).toHaveBeenCalledTimes(1);

    const pending = trackPendingRequest(undefined);
    win.dispatchEvent(new Event("pagehide"));
    expect(pending.signal.aborted).toBe(true);
    expect(pendingRequestCount()).toBe(0);
  });

  it("past the budget shows the error screen and flags it; leaving it clears the flag and lets the counter start afresh", async () => {
    const errorPage = { status: "success", page: { path: ERROR_PAGE_PATH } };
    const loader: GatsbyPageLoader = {
      loadPage: (rawPath) => Promise.resolve(rawPath === ERROR_PAGE_PATH ? errorPage : { status: "error" }),
      loadPageSync: () => undefined,
      hovering: () => {},
    };
    window.sessionStorage.setItem(
      CHUNK_RELOAD_STORAGE_KEY,
      JSON.stringify({ count: 2, lastReloadAt: Date.now() - 60_000 }),
    );
    const { rules } = fakeWindow(loader);
    rules.onRouteUpdate("/", undefined);
    rules.onInitialClientRender();

    await expect(loader.loadPage("/infos/terms?tab=1")).resolves.toBe(errorPage);
    expect(stored(ERROR_REDIRECT_STORAGE_KEY)).toBe("/infos/terms");

    // Gatsby renders the error screen at the path: still on the error page, the counter stays
    rules.onRouteUpdate("/infos/terms", "/");
    expect(stored(ERROR_REDIRECT_STORAGE_KEY)).toBe("/infos/terms");
    expect(stored(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();

    rules.onRouteUpdate("/", "/infos/terms");
    expect(stored(ERROR_REDIRECT_STORAGE_KEY)).toBeNull();
    expect(stored(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });

  it("does not reset the counter on the first page of a load, only after a client-side navigation", () => {
    window.sessionStorage.setItem(
      CHUNK_RELOAD_STORAGE_KEY,
      JSON.stringify({ count: 1, lastReloadAt: Date.now() - 60_000 }),
    );
    const { rules } = fakeWindow();
    rules.onRouteUpdate("/a", undefined);
    expect(stored(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
    rules.onRouteUpdate("/b", "/a");
    expect(stored(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });
});
