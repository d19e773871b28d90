import { datadogRum } from "@datadog/browser-rum";
import { datadogOptions } from "./datadog-options";
import type { DatadogConfig } from "@core/monitoring/monitoring-config";

export function startDatadog(config: DatadogConfig): void {
  datadogRum.init(datadogOptions(config));
}
