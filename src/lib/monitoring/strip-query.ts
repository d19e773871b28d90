/** A URL without its query string and fragment (they may carry personal data), for anything sent to telemetry. */
export function stripQuery(url: string): string;
export function stripQuery(url: string | undefined): string | undefined;
export function stripQuery(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Every URL inside free text (an error message, a stack) with its query string and fragment removed. */
export function stripQueriesInText(text: string): string {
  return text.replace(/(https?:\/\/[^\s?#)"']*)[?#][^\s)"']*/g, "$1");
}
