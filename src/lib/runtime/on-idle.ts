/** Spec §9: without `requestIdleCallback` (Safari), idle work runs after this many milliseconds. */
export const IDLE_CALLBACK_FALLBACK_MS = 50;

type IdleWindow = Pick<Window, "setTimeout"> & Partial<Pick<Window, "requestIdleCallback">>;

/** Runs `callback` once the browser is idle (at the latest after `timeout` ms), or after 50 ms where idle callbacks do not exist. */
export function onIdle(callback: () => void, options: { timeout?: number } = {}, win: IdleWindow = window): void {
  if (win.requestIdleCallback) win.requestIdleCallback(() => callback(), options);
  else win.setTimeout(callback, IDLE_CALLBACK_FALLBACK_MS);
}
