import { AJAX_MARKER_HEADER_NAME, AJAX_MARKER_VALUE, CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from "../platform/http/csrf";

export const TEST_ORIGIN = "http://localhost:8888";
export const TEST_CSRF_TOKEN = "test-csrf-token-0123456789abcdefghijklmnopq";

export type ApiRequestOptions = {
  method?: string;
  /** serialised as JSON unless already a string */
  body?: unknown;
  /** default true */
  ajaxMarker?: boolean;
  /** cookie value sent as csrf_token; default TEST_CSRF_TOKEN, null for none */
  csrfCookie?: string | null;
  /** X-CSRF-Token header; defaults to the cookie value on mutating methods, null for none */
  csrfHeader?: string | null;
  origin?: string;
  /** more cookies, e.g. from `signInAs` */
  cookies?: Readonly<Record<string, string>>;
  /** more headers, e.g. `Authorization` from `signInAs` */
  headers?: Readonly<Record<string, string>>;
};

/** A request as the browser client sends it: ajax marker, CSRF cookie and, on mutations, the matching header. */
export function apiRequest(pathAndQuery: string, options: ApiRequestOptions = {}): Request {
  const method = options.method ?? "GET";
  const headers = new Headers({ Accept: "application/json" });
  if (options.ajaxMarker ?? true) headers.set(AJAX_MARKER_HEADER_NAME, AJAX_MARKER_VALUE);
  const cookie = options.csrfCookie === undefined ? TEST_CSRF_TOKEN : options.csrfCookie;
  const cookies = { ...(cookie !== null ? { [CSRF_COOKIE_NAME]: cookie } : {}), ...options.cookies };
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
  if (cookieHeader) headers.set("Cookie", cookieHeader);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const csrfHeader = options.csrfHeader === undefined ? (method === "GET" ? null : cookie) : options.csrfHeader;
  if (csrfHeader !== null) headers.set(CSRF_HEADER_NAME, csrfHeader);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set("Content-Type", "application/json");
  }
  return new Request(new URL(pathAndQuery, options.origin ?? TEST_ORIGIN), { method, headers, body });
}
