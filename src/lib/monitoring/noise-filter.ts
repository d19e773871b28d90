import { CHUNK_LOAD_MESSAGE } from "../runtime/chunk-load-error";

/**
 * Spec §8: error reporting ignores noise. One predicate for both the error-reporting and the monitoring SDK, fed
 * with the few facts each SDK's event carries (see `sentry-reporter.ts` and `datadog-monitor.ts`).
 */
export type ErrorFacts = {
  /** The error's type: `TypeError`, `AbortError`, … */
  name?: string;
  message?: string;
  /** Script URLs of the stack frames (and the error's own `filename`, if any). */
  filenames?: readonly string[];
};

const NOISE_MESSAGES: readonly RegExp[] = [
  // failed fetch (Chrome, Safari, Firefox)
  /^Failed to fetch\b/i,
  /^Load failed$/i,
  /NetworkError when attempting to fetch resource/i,
  /^Network ?Error\b/i,
  /^The network connection was lost/i,
  // failed module or CSS import: the messages the runtime's chunk-load rule reloads for
  CHUNK_LOAD_MESSAGE,
  // aborted requests
  /\bThe (user|operation) aborted a request\b/i,
  /signal is aborted without reason/i,
  /^Fetch is aborted$/i,
];

const NOISE_NAMES: ReadonlySet<string> = new Set(["AbortError", "ChunkLoadError", "NetworkError"]);

/** Hosts of ad and tag scripts, whose errors are theirs, not ours. */
const AD_SCRIPT_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|googletagservices\.com|doubleclick\.net|googlesyndication\.com|googleadservices\.com|adservice\.google\.[a-z.]+)$/;

export function isNoiseError({ name, message, filenames = [] }: ErrorFacts): boolean {
  if (name && NOISE_NAMES.has(name)) return true;
  if (message && NOISE_MESSAGES.some((pattern) => pattern.test(message.trim()))) return true;
  return filenames.some(isAdScript);
}

function isAdScript(filename: string): boolean {
  try {
    return AD_SCRIPT_HOST.test(new URL(filename).hostname.toLowerCase());
  } catch {
    return false;
  }
}
