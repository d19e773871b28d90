import { isLocalHost } from "../http/cookies";
import { readMailEnv } from "./mail-env";

/**
 * Origin for links in mails. The configured site URL wins: a forged Host header must not be able to send a
 * student a sign-in link to another site. Only a local run falls back to the request's own origin.
 */
export function siteOrigin(requestUrl: URL): string {
  const env = readMailEnv();
  const configured = env.URL ?? env.SITE_URL;
  if (configured) return new URL(configured).origin;
  if (isLocalHost(requestUrl)) return requestUrl.origin;
  throw new Error("Set URL or SITE_URL: mailed links need the site's origin");
}
