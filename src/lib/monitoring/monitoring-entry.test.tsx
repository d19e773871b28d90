import { dataLayerEntries, resetDataLayer } from "../analytics/data-layer-in-tests";
import { wasLoggedRejection, UNHANDLED_REJECTION_LOG } from "./logged-rejections";
import { anyMonitoringConfigured, monitoringConfig, type MonitoringEnv } from "./monitoring-config";
import { startMonitoringWhenIdle, watchPageErrors, type Schedule } from "./monitoring-entry";
import { STYLESHEET_PRELOAD_FAILED } from "./stylesheet-preload";

const gtmScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');

describe("startMonitoringWhenIdle", () => {
  beforeEach(() => {
    resetDataLayer();
    document.head.innerHTML = "";
  });

  const options = (env: MonitoringEnv, schedule?: Schedule) => {
    const config = monitoringConfig(env);
    return { configured: anyMonitoringConfigured(config), config, schedule };
  };

  function manualSchedule() {
    const pending: Array<() => void> = [];
    const schedule: Schedule = (work) => pending.push(work);
    return { schedule, runIdle: () => pending.splice(0).forEach((work) => work()), pending };
  }

  test("this test build configures nothing: nothing is scheduled", async () => {
    const { schedule, pending } = manualSchedule();
    await startMonitoringWhenIdle({ schedule });
    expect(pending).toHaveLength(0);
  });

  test("nothing configured: nothing is scheduled or fetched", async () => {
    const { schedule, pending } = manualSchedule();
    await startMonitoringWhenIdle(options({ GATSBY_SITE_ENVIRONMENT: "production" }, schedule));
    expect(pending).toHaveLength(0);
  });

  test("the tag manager loads only once the page is idle, not before", async () => {
    const { schedule, runIdle, pending } = manualSchedule();
    const started = startMonitoringWhenIdle(options({ GATSBY_SITE_ENVIRONMENT: "production", GATSBY_GTM_ID: "GTM-AB12" }, schedule));
    expect(pending).toHaveLength(1);
    expect(gtmScripts()).toHaveLength(0);
    expect(dataLayerEntries()).toEqual([]);
    runIdle();
    await started;
    expect(gtmScripts()).toHaveLength(1);
    expect(dataLayerEntries().map((entry) => entry.event)).toEqual([undefined, "gtm.js"]);
  });

  test.each(["development", "deploy-preview", ""])("GATSBY_SITE_ENVIRONMENT=%j: no tag manager even when idle", async (environment) => {
    const { schedule, runIdle } = manualSchedule();
    const started = startMonitoringWhenIdle(options({ GATSBY_SITE_ENVIRONMENT: environment, GATSBY_GTM_ID: "GTM-AB12" }, schedule));
    runIdle();
    await started;
    expect(gtmScripts()).toHaveLength(0);
  });

  test("by default it waits for requestIdleCallback", async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = ((work: () => void) => idle.push(work)) as typeof window.requestIdleCallback;
    try {
      const started = startMonitoringWhenIdle(options({ GATSBY_SITE_ENVIRONMENT: "staging", GATSBY_GTM_ID: "GTM-AB12" }));
      expect(gtmScripts()).toHaveLength(0);
      idle.splice(0).forEach((work) => work());
      await started;
      expect(gtmScripts()).toHaveLength(1);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });
});

describe("watchPageErrors", () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeAll(() => watchPageErrors());
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
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(STYLESHEET_PRELOAD_FAILED, "/styles-1a2b.css");
    expect(STYLESHEET_PRELOAD_FAILED).toBe("スタイルシートのプリロードに失敗しました");
    expect(error).not.toHaveBeenCalled();
  });

  test("other failing links are not stylesheet preloads", () => {
    failLink({ rel: "preload", as: "image", href: "/a.webp" });
    failLink({ rel: "stylesheet", href: "/b.css" });
    expect(warn).not.toHaveBeenCalled();
  });

  test("an unhandled rejection is logged only, and remembered so monitoring drops it", () => {
    const reason = new Error("rejected");
    const event = Object.assign(new Event("unhandledrejection"), { reason, promise: Promise.resolve() });
    window.dispatchEvent(event);
    expect(warn).toHaveBeenCalledWith(UNHANDLED_REJECTION_LOG, reason);
    expect(error).not.toHaveBeenCalled();
    expect(wasLoggedRejection(reason)).toBe(true);
    expect(wasLoggedRejection(new Error("rejected"))).toBe(false);
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: "plain" }));
    expect(wasLoggedRejection("plain")).toBe(true);
  });
});
