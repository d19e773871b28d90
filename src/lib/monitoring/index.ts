export { startMonitoringWhenIdle } from "./monitoring-entry";
export { isBotUserAgent } from "./bot-user-agent";
export { useBotUserAgent } from "./use-bot-user-agent";
export { STYLESHEET_PRELOAD_WATCH } from "./stylesheet-preload-script";
