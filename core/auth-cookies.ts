/** Cookie names shared by the server and the browser. `token` and its path `/` are spec §9. */
export const ACCESS_TOKEN_COOKIE = "token";
/** Not HttpOnly and holds no secret: tells static pages a session may exist, so anonymous visitors make no API call. */
export const SIGNED_IN_HINT_COOKIE = "mirai_signed_in";
/** HttpOnly; authenticates requests while `token_based_auth` is off. */
export const SESSION_COOKIE = "mirai_session";
/** HttpOnly, path /v1/auth; the rotating refresh credential. */
export const REFRESH_COOKIE = "mirai_refresh";
/** HttpOnly; binds a 6-digit code to the browser that asked for it. */
export const SIGN_IN_CHALLENGE_COOKIE = "mirai_sign_in_challenge";
/** Refresh when the token expires within this many seconds (spec §9). */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300;
/** Lifetime of an access token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
