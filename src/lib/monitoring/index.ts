export { watchPageErrors, startMonitoringWhenIdle } from "./monitoring-entry";
export { isBotUserAgent } from "./bot-user-agent";
