import { loadTagManager } from "../tag-manager";
import { logUnhandledRejections } from "./logged-rejections";
import { buildMonitoringConfig, type MonitoringConfig } from "@core/monitoring/monitoring-config";

/**
 * Loaded lazily once the page is idle (`monitoring-entry.ts`): the tag manager, then each SDK that is configured,
 * each in its own chunk, so an unconfigured one is never fetched. Rejections are watched first, so that the
 * monitoring SDK, which reports them on its own, can tell them apart (spec §8: logged only; the browser logs any
 * before this point itself).
 */
export async function startMonitoring(config: MonitoringConfig = buildMonitoringConfig()): Promise<void> {
  logUnhandledRejections();
  loadTagManager(config.gtmId, config.environment);
  const { sentry, datadog } = config;
  await Promise.all([
    sentry && import("./sentry-reporter").then(({ startSentry }) => startSentry(sentry)),
    datadog && import("./datadog-monitor").then(({ startDatadog }) => startDatadog(datadog)),
  ]);
}
