/**
 * The browser's monitoring configuration, from public build variables (GATSBY_*, inlined by Gatsby: each is read by
 * its literal name). Only public client tokens and DSNs belong here; secrets never do. No zod in the browser
 * (docs/decisions/no-zod-in-browser.md): `monitoringConfig` parses by hand, and a test covers it.
 */
export type SiteEnvironment = "production" | "staging" | "development";

export type SentryConfig = { dsn: string; environment: SiteEnvironment };

export type DatadogConfig = {
  applicationId: string;
  clientToken: string;
  site: string;
  service: string;
  env: string;
  sessionSampleRate: number;
  sessionReplaySampleRate: number;
  /** Another intake URL (a first-party proxy, or a test's stand-in). */
  proxy?: string;
};

export type MonitoringConfig = {
  environment: SiteEnvironment;
  /** The tag-manager id as configured (validated when it loads, spec §5); null when unset. */
  gtmId: string | null;
  sentry: SentryConfig | null;
  datadog: DatadogConfig | null;
};

type MonitoringEnvName =
  | "GATSBY_SITE_ENVIRONMENT"
  | "GATSBY_GTM_ID"
  | "GATSBY_SENTRY_DSN"
  | "GATSBY_DATADOG_APPLICATION_ID"
  | "GATSBY_DATADOG_CLIENT_TOKEN"
  | "GATSBY_DATADOG_SITE"
  | "GATSBY_DATADOG_SERVICE"
  | "GATSBY_DATADOG_ENV"
  | "GATSBY_DATADOG_SESSION_SAMPLE_RATE"
  | "GATSBY_DATADOG_SESSION_REPLAY_SAMPLE_RATE"
  | "GATSBY_DATADOG_PROXY";

export type MonitoringEnv = Partial<Record<MonitoringEnvName, string>>;

export const DEFAULT_DATADOG_SITE = "datadoghq.com";
export const DEFAULT_DATADOG_SERVICE = "mirai-career";
export const DEFAULT_SESSION_SAMPLE_RATE = 10;
export const DEFAULT_SESSION_REPLAY_SAMPLE_RATE = 0;

export function monitoringConfig(env: MonitoringEnv): MonitoringConfig {
  const environment = siteEnvironment(env.GATSBY_SITE_ENVIRONMENT);
  const dsn = present(env.GATSBY_SENTRY_DSN);
  const applicationId = present(env.GATSBY_DATADOG_APPLICATION_ID);
  const clientToken = present(env.GATSBY_DATADOG_CLIENT_TOKEN);
  const proxy = present(env.GATSBY_DATADOG_PROXY);
  return {
    environment,
    gtmId: present(env.GATSBY_GTM_ID),
    sentry: dsn ? { dsn, environment } : null,
    datadog:
      applicationId && clientToken
        ? {
            applicationId,
            clientToken,
            site: present(env.GATSBY_DATADOG_SITE) ?? DEFAULT_DATADOG_SITE,
            service: present(env.GATSBY_DATADOG_SERVICE) ?? DEFAULT_DATADOG_SERVICE,
            env: present(env.GATSBY_DATADOG_ENV) ?? environment,
            sessionSampleRate: percentage(env.GATSBY_DATADOG_SESSION_SAMPLE_RATE, DEFAULT_SESSION_SAMPLE_RATE),
            sessionReplaySampleRate: percentage(
              env.GATSBY_DATADOG_SESSION_REPLAY_SAMPLE_RATE,
              DEFAULT_SESSION_REPLAY_SAMPLE_RATE,
            ),
            ...(proxy ? { proxy } : {}),
          }
        : null,
  };
}

/** True when anything is configured: otherwise the monitoring chunk is never even fetched. */
export function anyMonitoringConfigured(config: MonitoringConfig): boolean {
  return config.gtmId !== null || config.sentry !== null || config.datadog !== null;
}

function siteEnvironment(value: string | undefined): SiteEnvironment {
  return value === "production" || value === "staging" ? value : "development";
}

function present(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function percentage(value: string | undefined, fallback: number): number {
  const parsed = value?.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 100 ? parsed : fallback;
}

/** This build's configuration. */
export const buildMonitoringConfig = (): MonitoringConfig =>
  monitoringConfig({
    GATSBY_SITE_ENVIRONMENT: process.env.GATSBY_SITE_ENVIRONMENT,
    GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
    GATSBY_SENTRY_DSN: process.env.GATSBY_SENTRY_DSN,
    GATSBY_DATADOG_APPLICATION_ID: process.env.GATSBY_DATADOG_APPLICATION_ID,
    GATSBY_DATADOG_CLIENT_TOKEN: process.env.GATSBY_DATADOG_CLIENT_TOKEN,
    GATSBY_DATADOG_SITE: process.env.GATSBY_DATADOG_SITE,
    GATSBY_DATADOG_SERVICE: process.env.GATSBY_DATADOG_SERVICE,
    GATSBY_DATADOG_ENV: process.env.GATSBY_DATADOG_ENV,
    GATSBY_DATADOG_SESSION_SAMPLE_RATE: process.env.GATSBY_DATADOG_SESSION_SAMPLE_RATE,
    GATSBY_DATADOG_SESSION_REPLAY_SAMPLE_RATE: process.env.GATSBY_DATADOG_SESSION_REPLAY_SAMPLE_RATE,
    GATSBY_DATADOG_PROXY: process.env.GATSBY_DATADOG_PROXY,
  });
