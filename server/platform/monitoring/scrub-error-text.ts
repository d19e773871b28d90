const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL_QUERY = /(https?:\/\/[^\s?#)"']*)[?#][^\s)"']*/g;

/**
 * An error's text (message or stack) fit for logs and error reports: a failed query's parameters (drizzle appends
 * them as `params: …`), e-mail addresses and URL query strings removed.
 */
export function scrubErrorText(text: string): string {
  return text.replace(QUERY_PARAMETERS, "\nparams: [removed]").replace(EMAIL, "[email]").replace(URL_QUERY, "$1");
}

/** What a log line shows of an error: its scrubbed stack (which starts with name and message), or its text. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return scrubErrorText(error.stack ?? `${error.name}: ${error.message}`);
  return scrubErrorText(String(error));
}
