import { apiPath, apiPaths, type PathParams } from "./api-paths";
import { apiPathEntries } from "./api-path-entries";

describe("apiPath", () => {
  it("returns a pattern without parameters as it is", () => {
    expect(apiPath(apiPaths.events)).toBe("/api/v1/events");
    expect(apiPath(apiPaths.authRefresh)).toBe("/v1/auth/refresh");
    expect(apiPath(apiPaths.openApiDocument)).toBe("/api/openapi.json");
  });

  it("fills each :name, numbers and strings alike", () => {
    expect(apiPath(apiPaths.eventSchedules, { event_id: 42 })).toBe("/api/v1/events/42/schedules");
    expect(apiPath(apiPaths.appEventLabels, { event_id: "7" })).toBe("/app_api/v1/events/7/labels");
    expect(apiPath(apiPaths.promotionContractEventsByPublicationType, { publication_type: "pickup" })).toBe(
      "/api/v1/promotion_contract_events/pickup",
    );
  });

  it("encodes each value as one path segment", () => {
    expect(apiPath(apiPaths.featureFlag, { key: "a/b c" })).toBe("/api/v1/feature_flags/a%2Fb%20c");
    expect(apiPath(apiPaths.userRegistrationVersion, { user_registration_version_key: "../?x=1#y" })).toBe(
      "/api/v1/user_registration_versions/..%2F%3Fx%3D1%23y",
    );
    expect(apiPath(apiPaths.event, { event_id: "未来" })).toBe("/api/v1/events/%E6%9C%AA%E6%9D%A5");
  });

  it("drops a trailing optional parameter that is left out", () => {
    expect(apiPath(apiPaths.featureFlag)).toBe("/api/v1/feature_flags");
    expect(apiPath(apiPaths.featureFlag, {})).toBe("/api/v1/feature_flags");
    expect(apiPath(apiPaths.featureFlag, { key: "" })).toBe("/api/v1/feature_flags");
    expect(apiPath(apiPaths.userRegistrationCompleteStep, { user_registration_step_key: "affiliation" })).toBe(
      "/api/v1/user_registrations/user_registration_complete_steps/affiliation",
    );
  });

  it.each([[undefined], [null], [""]])(
    "throws for a required parameter given as %p (only possible past the types)",
    (value) => {
      expect(() => apiPath(apiPaths.eventSchedules, { event_id: value as unknown as number })).toThrow(
        'apiPath: parameter "event_id" of /api/v1/events/:event_id/schedules is missing',
      );
    },
  );

  it.each([["."], [".."]])("throws for a value %p, which URL parsing would resolve away", (value) => {
    expect(() => apiPath(apiPaths.featureFlag, { key: value })).toThrow(
      `apiPath: parameter "key" of /api/v1/feature_flags/:key? cannot be "${value}"`,
    );
    expect(apiPath(apiPaths.featureFlag, { key: `${value}x` })).toBe(`/api/v1/feature_flags/${value}x`);
  });

  it("checks the parameters against the pattern's :names at compile time", () => {
    // Each line below is a type error (checked by `npm run typecheck`); at run time the missing ones throw.
    // @ts-expect-error: event_id is required
    expect(() => apiPath(apiPaths.eventSchedules)).toThrow(TypeError);
    // @ts-expect-error: eventId is not a parameter of the pattern (and event_id is missing)
    expect(() => apiPath(apiPaths.eventSchedules, { eventId: 1 })).toThrow(TypeError);
    // @ts-expect-error: evnt_id is misspelt
    expect(apiPath(apiPaths.eventSchedules, { event_id: 1, evnt_id: 2 })).toBe("/api/v1/events/1/schedules");
    // @ts-expect-error: a pattern without parameters takes none
    expect(apiPath(apiPaths.events, { event_id: 1 })).toBe("/api/v1/events");
    // @ts-expect-error: only patterns of the table are paths
    expect(apiPath("/api/v1/nowhere")).toBe("/api/v1/nowhere");
    // @ts-expect-error: a value is a string or a number
    expect(apiPath(apiPaths.eventLabels, { event_id: true })).toBe("/api/v1/events/true/labels");

    const params: PathParams<"/a/:one/b/:two/:three?"> = { one: 1, two: "2" };
    expect(params).toEqual({ one: 1, two: "2" });
  });
});

describe("apiPaths", () => {
  it("holds each path once", () => {
    const patterns = apiPathEntries.map(([, pattern]) => pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("writes only what the route matcher reads: literal segments, :name, and a trailing optional :name?", () => {
    for (const pattern of apiPathEntries.map(([, pattern]) => pattern)) {
      const segments = pattern.split("/").slice(1);
      expect([pattern, pattern.startsWith("/")]).toEqual([pattern, true]);
      segments.forEach((segment, index) => {
        const valid =
          /^[A-Za-z0-9_.-]+$/.test(segment) ||
          /^:[A-Za-z_][A-Za-z0-9_]*$/.test(segment) ||
          (index === segments.length - 1 && /^:[A-Za-z_][A-Za-z0-9_]*\?$/.test(segment));
        expect([pattern, segment, valid]).toEqual([pattern, segment, true]);
      });
    }
  });
});
