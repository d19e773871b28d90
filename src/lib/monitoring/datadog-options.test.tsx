import { datadogRum, type RumEvent, type RumEventDomainContext } from "@datadog/browser-rum";
import { datadogBeforeSend, datadogOptions } from "./datadog-options";
import { logUnhandledRejections } from "./logged-rejections";
import { monitoringConfig, type DatadogConfig } from "@core/monitoring/monitoring-config";

const config: DatadogConfig = monitoringConfig({
  GATSBY_DATADOG_APPLICATION_ID: "app-id",
  GATSBY_DATADOG_CLIENT_TOKEN: "pub0123",
  GATSBY_DATADOG_SITE: "ap1.datadoghq.com",
  GATSBY_DATADOG_SERVICE: "mirai-web",
  GATSBY_SITE_ENVIRONMENT: "staging",
  GATSBY_DATADOG_SESSION_SAMPLE_RATE: "25",
  GATSBY_DATADOG_SESSION_REPLAY_SAMPLE_RATE: "5",
  GATSBY_DATADOG_PROXY: "http://127.0.0.1:9/intake",
}).datadog!;

const PAGE = "https://mirai-career.jp/events/internship/1?mail=hanako%40example.jp#top";

function errorEvent(error: { type?: string; message: string; stack?: string }): RumEvent {
  return {
    type: "error",
    view: { url: PAGE, referrer: "https://www.google.com/search?q=hanako" },
    error: { source: "source", ...error },
  } as unknown as RumEvent;
}

const noContext = { error: undefined } as RumEventDomainContext;

describe("datadogOptions", () => {
  test("user input masked (spec §9), rates, service, env and proxy from configuration", () => {
    expect(datadogOptions(config)).toEqual({
      applicationId: "app-id",
      clientToken: "pub0123",
      site: "ap1.datadoghq.com",
      service: "mirai-web",
      env: "staging",
      sessionSampleRate: 25,
      sessionReplaySampleRate: 5,
      defaultPrivacyLevel: "mask-user-input",
      enablePrivacyForActionName: true,
      proxy: "http://127.0.0.1:9/intake",
      beforeSend: datadogBeforeSend,
    });
  });

  test("the real SDK takes the configuration as given", () => {
    datadogRum.init(datadogOptions(config));
    expect(datadogRum.getInitConfiguration()).toMatchObject({
      defaultPrivacyLevel: "mask-user-input",
      sessionReplaySampleRate: 5,
      proxy: "http://127.0.0.1:9/intake",
    });
  });
});

describe("datadogBeforeSend", () => {
  test.each<[string, { type?: string; message: string; stack?: string }]>([
    ["failed fetch", { type: "TypeError", message: "Failed to fetch" }],
    ["failed module import", { type: "TypeError", message: "Importing a module script failed." }],
    ["failed CSS chunk", { type: "Error", message: "Loading CSS chunk 7 failed.\n(/7.css)" }],
    ["aborted request", { type: "AbortError", message: "The user aborted a request." }],
    [
      "ad script",
      {
        type: "TypeError",
        message: "a is null",
        stack: "TypeError: a is null\n    at f (https://securepubads.g.doubleclick.net/tag/js/gpt.js:1:2)",
      },
    ],
  ])("drops noise: %s", (_label, error) => {
    expect(datadogBeforeSend(errorEvent(error), noContext)).toBe(false);
  });

  test("keeps a real error, without query strings in its URLs and text", () => {
    const event = errorEvent({
      type: "Error",
      message: "GET https://mirai-career.jp/api/v1/x?email=a@b.jp broke",
      stack: "Error: broke\n    at g (https://mirai-career.jp/app.js?v=2:3:4)",
    });
    expect(datadogBeforeSend(event, noContext)).toBe(true);
    expect(event).toMatchObject({
      view: { url: "https://mirai-career.jp/events/internship/1", referrer: "https://www.google.com/search" },
      error: {
        message: "GET https://mirai-career.jp/api/v1/x broke",
        stack: "Error: broke\n    at g (https://mirai-career.jp/app.js)",
      },
    });
  });

  test("drops an unhandled rejection the page logged (logged only)", () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const stop = logUnhandledRejections();
    const reason = new Error("rejected");
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason }));
    stop();
    expect(
      datadogBeforeSend(errorEvent({ type: "Error", message: "rejected" }), { error: reason } as RumEventDomainContext),
    ).toBe(false);
    expect(
      datadogBeforeSend(errorEvent({ type: "Error", message: "rejected" }), {
        error: new Error("rejected"),
      } as RumEventDomainContext),
    ).toBe(true);
  });

  test("resource URLs lose their query strings", () => {
    const event = {
      type: "resource",
      view: { url: PAGE },
      resource: { url: "https://mirai-career.jp/api/v1/users?email=a@b.jp" },
    } as unknown as RumEvent;
    expect(datadogBeforeSend(event, {} as RumEventDomainContext)).toBe(true);
    expect(event).toMatchObject({
      view: { url: "https://mirai-career.jp/events/internship/1" },
      resource: { url: "https://mirai-career.jp/api/v1/users" },
    });
  });
});
