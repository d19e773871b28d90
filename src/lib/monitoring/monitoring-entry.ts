import { onIdle } from "../runtime/on-idle";
import type { MonitoringConfig } from "@core/monitoring/monitoring-config";

/**
 * What gatsby-browser.tsx loads with every page; kept tiny (first-load JS budget): the rest is one dynamic import
 * away and fetched only when something is configured.
 */

export type Schedule = (work: () => void) => void;

const whenIdle: Schedule = (work) => onIdle(work, { timeout: 2000 });

/**
 * Whether this build configures anything (Gatsby inlines the values: an unconfigured build folds this to false). The
 * configuration itself is parsed in the lazy chunk, so none of it weighs on the first load.
 */
const CONFIGURED = Boolean(
  process.env.GATSBY_GTM_ID ||
  process.env.GATSBY_SENTRY_DSN ||
  (process.env.GATSBY_DATADOG_APPLICATION_ID && process.env.GATSBY_DATADOG_CLIENT_TOKEN),
);

type StartOptions = {
  /** default: this build's */
  configured?: boolean;
  /** default: this build's, read in the lazy chunk */
  config?: MonitoringConfig;
  schedule?: Schedule;
};

/** Call after the first render (onInitialClientRender): tag manager, error reporting and monitoring once idle. */
export function startMonitoringWhenIdle({
  configured = CONFIGURED,
  config,
  schedule = whenIdle,
}: StartOptions = {}): Promise<void> {
  if (!configured) return Promise.resolve();
  return new Promise((resolve) =>
    schedule(() => {
      import("./start-monitoring")
        .then(({ startMonitoring }) => startMonitoring(config))
        .catch((error: unknown) => console.warn("monitoring could not start", error))
        .finally(resolve);
    }),
  );
}
