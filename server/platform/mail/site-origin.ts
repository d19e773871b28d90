import { isLocalHost } from "../http/cookies";
import { readMailEnv, type MailEnv } from "./mail-env";

const missingOrigin = () => new Error("Set URL or SITE_URL: mailed links need the site's origin");

function configuredOrigin(env: MailEnv): string | null {
  const configured = env.URL ?? env.SITE_URL;
  return configured ? new URL(configured).origin : null;
}

/**
 * Origin for links in mails. The configured site URL wins: a forged Host header must not be able to send a
 * student a sign-in link to another site. Only a local run falls back to the request's own origin.
 */
export function siteOrigin(requestUrl: URL): string {
  const configured = configuredOrigin(readMailEnv());
  if (configured) return configured;
  if (isLocalHost(requestUrl)) return requestUrl.origin;
  throw missingOrigin();
}

/**
 * The origin mailed links use when no request is at hand (scheduled jobs, scripts): the configured site URL, else
 * the local server's outside a deploy (Netlify sets CONTEXT on deploys).
 */
export function jobSiteOrigin(env: MailEnv = readMailEnv()): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  if (env.MIRAI_ENV === "development" || !process.env.CONTEXT) return "http://localhost:8888";
  throw missingOrigin();
}
