/**
 * Spec §8: an unhandled promise rejection is logged only. This listener logs it; the error-reporting SDK is told not
 * to capture rejections, and the monitoring SDK (which cannot be told) drops any error whose value was logged here.
 */
const loggedObjects = new WeakSet<object>();
const loggedValues = new Set<unknown>();
const MAX_LOGGED_VALUES = 20;

export const UNHANDLED_REJECTION_LOG = "未処理の Promise の拒否（ログのみ）:";

export function logUnhandledRejections(target: Window = window): () => void {
  const listener = (event: PromiseRejectionEvent) => {
    remember(event.reason);
    console.warn(UNHANDLED_REJECTION_LOG, event.reason);
  };
  target.addEventListener("unhandledrejection", listener);
  return () => target.removeEventListener("unhandledrejection", listener);
}

export function wasLoggedRejection(value: unknown): boolean {
  return typeof value === "object" && value !== null ? loggedObjects.has(value) : loggedValues.has(value);
}

function remember(reason: unknown): void {
  if (typeof reason === "object" && reason !== null) {
    loggedObjects.add(reason);
    return;
  }
  if (loggedValues.size >= MAX_LOGGED_VALUES) loggedValues.delete(loggedValues.values().next().value);
  loggedValues.add(reason);
}
