import { logUnhandledRejections } from "./logged-rejections";
import { anyMonitoringConfigured, buildMonitoringConfig, type MonitoringConfig } from "./monitoring-config";
import { watchStylesheetPreloads } from "./stylesheet-preload";

/**
 * What gatsby-browser.tsx loads with every page; kept tiny (first-load JS budget): the rest is one dynamic import
 * away and fetched only when something is configured.
 */

/** From the first moment: spec §8's logged-only rejections and stylesheet-preload failures. */
export function watchPageErrors(): void {
  logUnhandledRejections();
  watchStylesheetPreloads();
}

export type Schedule = (work: () => void) => void;

const IDLE_FALLBACK_MS = 50;

const whenIdle: Schedule = (work) => {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, IDLE_FALLBACK_MS);
};

/** Call after the first render (onInitialClientRender): tag manager, error reporting and monitoring once idle. */
export function startMonitoringWhenIdle(config: MonitoringConfig = buildMonitoringConfig(), schedule: Schedule = whenIdle): Promise<void> {
  if (!anyMonitoringConfigured(config)) return Promise.resolve();
  return new Promise((resolve) =>
    schedule(() => {
      import("./start-monitoring")
        .then(({ startMonitoring }) => startMonitoring(config))
        .catch((error: unknown) => console.warn("monitoring could not start", error))
        .finally(resolve);
    }),
  );
}
