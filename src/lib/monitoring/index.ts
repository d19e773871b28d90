export { watchPageErrors, startMonitoringWhenIdle } from "./monitoring-entry";
export { isBotUserAgent } from "./bot-user-agent";
export { useBotUserAgent } from "./use-bot-user-agent";
