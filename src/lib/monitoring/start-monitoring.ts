import { loadTagManager } from "../tag-manager";
import { buildMonitoringConfig, type MonitoringConfig } from "./monitoring-config";

/**
 * Loaded lazily once the page is idle (`monitoring-entry.ts`): the tag manager, then each SDK that is configured,
 * each in its own chunk, so an unconfigured one is never fetched.
 */
export async function startMonitoring(config: MonitoringConfig = buildMonitoringConfig()): Promise<void> {
  loadTagManager(config.gtmId, config.environment);
  const { sentry, datadog } = config;
  await Promise.all([
    sentry && import("./sentry-reporter").then(({ startSentry }) => startSentry(sentry)),
    datadog && import("./datadog-monitor").then(({ startDatadog }) => startDatadog(datadog)),
  ]);
}
