import { datadogIntakeOrigin, pageContentSecurityPolicy, sha256Source } from "./page-content-security-policy";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split("; ")
      .map((directive) => directive.split(" "))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const HASH = sha256Source("window.a=1;");

describe("pageContentSecurityPolicy", () => {
  it("runs scripts from this origin and the given inline hashes only, and forbids plugins, <base> and framing", () => {
    const policy = directives(pageContentSecurityPolicy([HASH, HASH], {}));
    expect(policy["script-src"]).toEqual(["'self'", HASH]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["worker-src"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    expect(policy["style-src-elem"]).toEqual(["'self'"]);
    expect(
      Object.entries(policy).filter(
        ([name, sources]) => name.startsWith("script") && sources.some((source) => source.includes("unsafe")),
      ),
    ).toEqual([]);
  });

  it("hashes as browsers do: sha256 of the exact UTF-8 text, base64", () => {
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source('console.warn("失敗")')).not.toBe(sha256Source('console.warn("失敗") '));
  });

  it("allows the tag manager and Google Analytics only where the tag manager loads (production, staging)", () => {
    const production = directives(
      pageContentSecurityPolicy([], { GATSBY_GTM_ID: "GTM-ABC1234", GATSBY_SITE_ENVIRONMENT: "production" }),
    );
    expect(production["script-src"]).toEqual(["'self'", "https://www.googletagmanager.com"]);
    expect(production["connect-src"]).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
    const development = directives(pageContentSecurityPolicy([], { GATSBY_GTM_ID: "GTM-ABC1234" }));
    expect(development["script-src"]).toEqual(["'self'"]);
  });

  it("lets Sentry and Datadog send to the configured hosts, and Datadog start its blob: worker", () => {
    const env = {
      GATSBY_SENTRY_DSN: "https://abc@o1.ingest.us.sentry.io/42",
      GATSBY_DATADOG_APPLICATION_ID: "app",
      GATSBY_DATADOG_CLIENT_TOKEN: "pubtoken",
    };
    const policy = directives(pageContentSecurityPolicy([], env));
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://o1.ingest.us.sentry.io",
      "https://browser-intake-datadoghq.com",
    ]);
    expect(policy["worker-src"]).toEqual(["'self'", "blob:"]);
    const proxied = directives(
      pageContentSecurityPolicy([], { ...env, GATSBY_DATADOG_PROXY: "https://rum.mirai-career.jp/intake" }),
    );
    expect(proxied["connect-src"]).toContain("https://rum.mirai-career.jp");
    expect(proxied["connect-src"]).not.toContain("https://browser-intake-datadoghq.com");
    expect(directives(pageContentSecurityPolicy([], { ...env, GATSBY_DATADOG_PROXY: "/rum" }))["connect-src"]).toEqual([
      "'self'",
      "https://o1.ingest.us.sentry.io",
    ]);
  });

  it("names Datadog's intake for each site", () => {
    expect(datadogIntakeOrigin("datadoghq.com")).toBe("https://browser-intake-datadoghq.com");
    expect(datadogIntakeOrigin("us3.datadoghq.com")).toBe("https://browser-intake-us3-datadoghq.com");
    expect(datadogIntakeOrigin("datadoghq.eu")).toBe("https://browser-intake-datadoghq.eu");
    expect(datadogIntakeOrigin("ap1.datadoghq.com")).toBe("https://browser-intake-ap1-datadoghq.com");
  });
});
