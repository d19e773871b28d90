export { installRuntimeRules, type RuntimeRules } from "./install-runtime-rules";
export { onIdle, IDLE_CALLBACK_FALLBACK_MS } from "./on-idle";
export { preload, createPreloadQueue, PRELOAD_QUEUE_LIMIT } from "./preload-queue";
export { setSafeTimeout, TIMER_MAXIMUM_MS } from "./timer-maximum";
