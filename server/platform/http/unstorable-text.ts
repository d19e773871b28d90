import type { InputSource } from "./validation-error";
import { invalidParameter } from "./invalid-parameter";
import { formatParameterPath } from "./validation-error";

/** A UTF-16 surrogate without its pair (not a character: it cannot be written as UTF-8). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isUnstorable(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

const MAX_DEPTH = 64;

/**
 * The first string (value or key) in an input that Postgres cannot store as text: it refuses NUL (a 500 if it got
 * that far), and a lone surrogate would be stored silently replaced by U+FFFD. No parameter of the API may carry
 * either, so every route answers 400 naming the parameter, before its own schema runs.
 */
export function findUnstorableText(input: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof input === "string") return isUnstorable(input) ? path : null;
  if (input === null || typeof input !== "object" || path.length > MAX_DEPTH) return null;
  for (const [key, value] of Array.isArray(input) ? input.entries() : Object.entries(input)) {
    const at = [...path, key];
    if (typeof key === "string" && isUnstorable(key)) return at;
    const found = findUnstorableText(value, at);
    if (found) return found;
  }
  return null;
}

/** Throws 400 `invalid_parameter` when `input` holds text Postgres cannot store (see findUnstorableText). */
export function rejectUnstorableText(input: unknown, source: InputSource): void {
  const path = findUnstorableText(input);
  if (!path) return;
  const parameter = formatParameterPath(path);
  throw invalidParameter(
    parameter === "" ? source : parameter,
    "must not contain NUL characters or unpaired surrogates",
  );
}
