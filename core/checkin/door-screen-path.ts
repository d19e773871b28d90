/**
 * The door screen for venue staff (a file page, noindex). Its door link carries the signed token in the fragment:
 * `/door#{token}`. A fragment is never sent to a server, so the token stays out of access logs, CDN logs and Referer
 * headers; the page sends it to the API in the X-Door-Token header.
 */
export const DOOR_SCREEN_PATH = "/door";

/** The request header the door screen's call (GET /api/v1/door_screen) carries the token in. */
export const DOOR_TOKEN_HEADER = "X-Door-Token";

/** `{origin}/door#{token}` */
export function doorScreenUrl(origin: string, token: string): string {
  return `${origin}${DOOR_SCREEN_PATH}#${token}`;
}

const TOKEN_SHAPE = /^[A-Za-z0-9._-]{1,200}$/;

/** The token of a door link's fragment (`#…`, as `location.hash` gives it), or null when there is none fit to send. */
export function doorTokenFromHash(hash: string): string | null {
  const token = hash.startsWith("#") ? hash.slice(1) : hash;
  return TOKEN_SHAPE.test(token) ? token : null;
}
