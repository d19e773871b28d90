/** Adds Set-Cookie lines to a response a route builds itself (sign-in, sign-out, refresh); returns it. */
export function withSetCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}
