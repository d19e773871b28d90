const pendingControllers = new Set<AbortController>();

/**
 * Tracks one in-flight request. The returned controller aborts when the caller's signal aborts
 * (with the caller's reason) or when `abortPendingRequests()` runs; call `release()` once settled.
 */
export function trackPendingRequest(callerSignal: AbortSignal | undefined): {
  signal: AbortSignal;
  release: () => void;
} {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  pendingControllers.add(controller);
  return {
    signal: controller.signal,
    release: () => {
      pendingControllers.delete(controller);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    },
  };
}

/** Spec §4: before unload, pending in-flight requests are aborted (they reject with an AbortError). */
export function abortPendingRequests(): void {
  for (const controller of pendingControllers) controller.abort();
  pendingControllers.clear();
}

export function pendingRequestCount(): number {
  return pendingControllers.size;
}

type UnloadEventTarget = Pick<EventTarget, "addEventListener">;
const registeredTargets = new WeakSet<UnloadEventTarget>();

/** Aborts pending requests on `pagehide` and `beforeunload` of `target`; registering twice is a no-op. */
export function abortPendingRequestsOnUnload(target: UnloadEventTarget): void {
  if (registeredTargets.has(target)) return;
  registeredTargets.add(target);
  target.addEventListener("pagehide", abortPendingRequests);
  target.addEventListener("beforeunload", abortPendingRequests);
}

/** Browser only: a no-op during SSR and in Node. */
export function abortPendingRequestsOnWindowUnload(): void {
  if (typeof window !== "undefined") abortPendingRequestsOnUnload(window);
}
