import { anyMonitoringConfigured, monitoringConfig } from "./monitoring-config";

describe("monitoringConfig", () => {
  test("nothing set: development, everything off", () => {
    const config = monitoringConfig({});
    expect(config).toEqual({ environment: "development", gtmId: null, sentry: null, datadog: null });
    expect(anyMonitoringConfigured(config)).toBe(false);
  });

  test.each([
    ["production", "production"],
    ["staging", "staging"],
    ["development", "development"],
    ["deploy-preview", "development"],
    ["Production", "development"],
  ])("GATSBY_SITE_ENVIRONMENT=%s is %s", (value, environment) => {
    expect(monitoringConfig({ GATSBY_SITE_ENVIRONMENT: value }).environment).toBe(environment);
  });

  test("the tag-manager id is passed on as given (validated when it loads); blank is unset", () => {
    expect(monitoringConfig({ GATSBY_GTM_ID: "gtm-x" }).gtmId).toBe("gtm-x");
    expect(monitoringConfig({ GATSBY_GTM_ID: "  " }).gtmId).toBeNull();
    expect(anyMonitoringConfigured(monitoringConfig({ GATSBY_GTM_ID: "GTM-AB1" }))).toBe(true);
  });

  test("Sentry is on with a DSN, in the site's environment", () => {
    const config = monitoringConfig({
      GATSBY_SENTRY_DSN: "https://key@o1.ingest.sentry.io/2",
      GATSBY_SITE_ENVIRONMENT: "staging",
    });
    expect(config.sentry).toEqual({ dsn: "https://key@o1.ingest.sentry.io/2", environment: "staging" });
  });

  test("Datadog needs both the application id and the client token; defaults for the rest", () => {
    expect(monitoringConfig({ GATSBY_DATADOG_APPLICATION_ID: "app" }).datadog).toBeNull();
    expect(monitoringConfig({ GATSBY_DATADOG_CLIENT_TOKEN: "pub123" }).datadog).toBeNull();
    expect(
      monitoringConfig({
        GATSBY_DATADOG_APPLICATION_ID: "app",
        GATSBY_DATADOG_CLIENT_TOKEN: "pub123",
        GATSBY_SITE_ENVIRONMENT: "production",
      }).datadog,
    ).toEqual({
      applicationId: "app",
      clientToken: "pub123",
      site: "datadoghq.com",
      service: "mirai-career",
      env: "production",
      sessionSampleRate: 10,
      sessionReplaySampleRate: 0,
    });
  });

  test("Datadog's site, service, env, sample rates and proxy come from configuration; a rate outside 0–100 falls back", () => {
    const datadog = monitoringConfig({
      GATSBY_DATADOG_APPLICATION_ID: "app",
      GATSBY_DATADOG_CLIENT_TOKEN: "pub123",
      GATSBY_DATADOG_SITE: "ap1.datadoghq.com",
      GATSBY_DATADOG_SERVICE: "mirai-web",
      GATSBY_DATADOG_ENV: "stg",
      GATSBY_DATADOG_SESSION_SAMPLE_RATE: "55.5",
      GATSBY_DATADOG_SESSION_REPLAY_SAMPLE_RATE: "120",
      GATSBY_DATADOG_PROXY: "https://rum.example.jp/intake",
    }).datadog;
    expect(datadog).toEqual({
      applicationId: "app",
      clientToken: "pub123",
      site: "ap1.datadoghq.com",
      service: "mirai-web",
      env: "stg",
      sessionSampleRate: 55.5,
      sessionReplaySampleRate: 0,
      proxy: "https://rum.example.jp/intake",
    });
    expect(
      monitoringConfig({
        GATSBY_DATADOG_APPLICATION_ID: "a",
        GATSBY_DATADOG_CLIENT_TOKEN: "b",
        GATSBY_DATADOG_SESSION_SAMPLE_RATE: "lots",
      }).datadog?.sessionSampleRate,
    ).toBe(10);
  });
});
