import { dataLayerEntries, resetDataLayer } from "../analytics/data-layer-in-tests";
import { anyMonitoringConfigured, monitoringConfig, type MonitoringEnv } from "@core/monitoring/monitoring-config";
import { startMonitoringWhenIdle, type Schedule } from "./monitoring-entry";

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
    const started = startMonitoringWhenIdle(
      options({ GATSBY_SITE_ENVIRONMENT: "production", GATSBY_GTM_ID: "GTM-AB12" }, schedule),
    );
    expect(pending).toHaveLength(1);
    expect(gtmScripts()).toHaveLength(0);
    expect(dataLayerEntries()).toEqual([]);
    runIdle();
    await started;
    expect(gtmScripts()).toHaveLength(1);
    expect(dataLayerEntries().map((entry) => entry.event)).toEqual([undefined, "gtm.js"]);
  });

  test.each(["development", "deploy-preview", "test", ""])(
    "GATSBY_SITE_ENVIRONMENT=%j: no tag manager even when idle",
    async (environment) => {
      const { schedule, runIdle } = manualSchedule();
      const started = startMonitoringWhenIdle(
        options({ GATSBY_SITE_ENVIRONMENT: environment, GATSBY_GTM_ID: "GTM-AB12" }, schedule),
      );
      runIdle();
      await started;
      expect(gtmScripts()).toHaveLength(0);
    },
  );

  test("by default it waits for requestIdleCallback", async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = ((work: () => void) => idle.push(work)) as typeof window.requestIdleCallback;
    try {
      const started = startMonitoringWhenIdle(
        options({ GATSBY_SITE_ENVIRONMENT: "staging", GATSBY_GTM_ID: "GTM-AB12" }),
      );
      expect(gtmScripts()).toHaveLength(0);
      idle.splice(0).forEach((work) => work());
      await started;
      expect(gtmScripts()).toHaveLength(1);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });
});
