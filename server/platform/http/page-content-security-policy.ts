import { createHash } from "node:crypto";
import {
  monitoringConfig,
  type MonitoringConfig,
  type MonitoringEnv,
} from "../../../core/monitoring/monitoring-config";
import { GTM_SCRIPT_ORIGIN, tagManagerLoadsIn } from "../../../core/monitoring/tag-manager-policy";

/*
 * The Content-Security-Policy of the site's pages (docs/security-headers.md, directive by directive). Scripts run
 * from this origin and from the inline scripts whose sha256 the build found in the HTML (the same few on every page,
 * gatsby/content-security-policy.ts); third parties only as far as this build's monitoring configuration needs them.
 */

/** The CSP source of one inline script's (or style element's) exact text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Google Analytics 4 (sent by the GTM container's tag) posts its hits here. */
const GOOGLE_ANALYTICS_CONNECT = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];
const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** Datadog's browser intake for `site`: `datadoghq.com` → browser-intake-datadoghq.com, `us3.datadoghq.com` → browser-intake-us3-datadoghq.com. */
export function datadogIntakeOrigin(site: string): string {
  const labels = site.split(".");
  const tld = labels.pop();
  return `https://browser-intake-${labels.join("-")}.${tld}`;
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

type ThirdParties = { script: string[]; connect: string[]; worker: string[] };

/** What the configured tag manager, Sentry and Datadog load from and send to; nothing when unconfigured. */
export function monitoringSources(config: MonitoringConfig): ThirdParties {
  const parties: ThirdParties = { script: [], connect: [], worker: [] };
  if (config.gtmId !== null && tagManagerLoadsIn(config.environment)) {
    parties.script.push(GTM_SCRIPT_ORIGIN);
    parties.connect.push(GTM_SCRIPT_ORIGIN, ...GOOGLE_ANALYTICS_CONNECT);
  }
  const sentryOrigin = config.sentry ? originOf(config.sentry.dsn) : null;
  if (sentryOrigin) parties.connect.push(sentryOrigin);
  if (config.datadog) {
    const proxy = config.datadog.proxy;
    // a relative proxy is this origin ('self'); otherwise the proxy or Datadog's own intake
    if (proxy === undefined) parties.connect.push(datadogIntakeOrigin(config.datadog.site));
    else if (originOf(proxy)) parties.connect.push(originOf(proxy)!);
    // the SDK compresses its batches in a worker it starts from a blob: URL
    parties.worker.push("blob:");
  }
  return parties;
}

/**
 * The page CSP: `scriptHashes` are the `'sha256-…'` sources of the inline scripts the pages carry, `env` the build's
 * public variables (GATSBY_*).
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[], env: MonitoringEnv): string {
  const parties = monitoringSources(monitoringConfig(env));
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...new Set(scriptHashes)].sort(), ...parties.script]],
    // Gatsby's own markup (focus wrapper, route announcer) and the image placeholders carry style="" attributes
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["style-src-elem", ["'self'"]],
    ["style-src-attr", ["'unsafe-inline'"]],
    // pictures outside the media store are used as editors gave them (src/lib/images/image-url.ts)
    ["img-src", ["'self'", "data:", "https:"]],
    ["media-src", ["'self'", "https:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...parties.connect]],
    ["frame-src", [YOUTUBE_EMBED_ORIGIN]],
    ["worker-src", ["'self'", ...parties.worker]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`).join("; ");
}
