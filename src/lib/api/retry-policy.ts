import { setSafeTimeout } from "../runtime/timer-maximum";
import { FetchError, ResponseError } from "./errors";

/** Spec §8/§9: non-mutating requests retry once on these statuses; mutations never retry. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export const MAX_RETRIES_FOR_SAFE_METHODS = 1;
export const DEFAULT_RETRY_DELAY_MS = 150;
/** A `Retry-After` longer than this is not worth blocking a page for; the fixed delay is used instead. */
export const MAX_HONOURED_RETRY_AFTER_MS = 2000;

export function isRetryableMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/** A failure worth the one retry of a safe method: no response at all, or a retryable status. */
export function isRetryableFailure(error: unknown): boolean {
  return error instanceof FetchError || (error instanceof ResponseError && RETRYABLE_STATUSES.has(error.status));
}

/** Whether a safe method's call that failed `failureCount` times (0 after the first) with `error` is sent again. */
export function shouldRetrySafeCall(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES_FOR_SAFE_METHODS && isRetryableFailure(error);
}

/** Delay before the retry: `Retry-After` in seconds when ≤ 2 s, else the fixed default. */
export function retryDelayMs(response: Response | null, fallbackMs: number = DEFAULT_RETRY_DELAY_MS): number {
  const header = response?.headers.get("Retry-After")?.trim();
  if (header && /^\d+$/.test(header)) {
    const ms = Number(header) * 1000;
    if (ms <= MAX_HONOURED_RETRY_AFTER_MS) return ms;
  }
  return fallbackMs;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function waitForRetry(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setSafeTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
