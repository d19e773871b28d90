/**
 * Spec §8 "Invalid token": the API refused the bearer token (401 with `WWW-Authenticate: Bearer error="invalid_token"`,
 * code `invalid_token`), as opposed to a call that needs a signed-in student (401 `unauthorized`, no challenge).
 */
export function isInvalidTokenResponse(response: Pick<Response, "status" | "headers">): boolean {
  return response.status === 401 && /\berror="invalid_token"/.test(response.headers.get("WWW-Authenticate") ?? "");
}
