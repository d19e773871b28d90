import type { CompletionResult } from "./api/registration-types";

const KEY = "mirai_registration_completion_result";

/** The complete call's answer, kept for this tab so the result page shows it without asking again. */
export function keepCompletionResult(result: CompletionResult): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(result));
  } catch {
    // The result page asks the API again (a repeated complete call answers the same result).
  }
}

export function takeCompletionResult(): CompletionResult | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CompletionResult) : null;
  } catch {
    return null;
  }
}
