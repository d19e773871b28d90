import { matchPathPattern, toOpenApiPath } from "./path-pattern";

describe("matchPathPattern", () => {
  it("matches literal paths, ignoring a trailing slash", () => {
    expect(matchPathPattern("/api/v1/company_groups", "/api/v1/company_groups")).toEqual({});
    expect(matchPathPattern("/api/v1/company_groups", "/api/v1/company_groups/")).toEqual({});
    expect(matchPathPattern("/api/v1/company_groups", "/app_api/v1/company_groups")).toBeNull();
  });

  it("extracts and decodes named parameters", () => {
    expect(matchPathPattern("/api/v1/events/:event_id/labels", "/api/v1/events/42/labels")).toEqual({ event_id: "42" });
    expect(matchPathPattern("/api/v1/feature_flags/:key", "/api/v1/feature_flags/a%20b")).toEqual({ key: "a b" });
  });

  it("keeps an undecodable parameter as written", () => {
    expect(matchPathPattern("/api/v1/feature_flags/:key", "/api/v1/feature_flags/%E0%A4%A")).toEqual({
      key: "%E0%A4%A",
    });
  });

  it("allows a trailing optional parameter to be absent", () => {
    expect(matchPathPattern("/api/v1/feature_flags/:key?", "/api/v1/feature_flags")).toEqual({});
    expect(matchPathPattern("/api/v1/feature_flags/:key?", "/api/v1/feature_flags/video_bundles")).toEqual({
      key: "video_bundles",
    });
  });

  it("rejects paths that are longer or shorter than the pattern", () => {
    expect(matchPathPattern("/api/v1/feature_flags/:key", "/api/v1/feature_flags")).toBeNull();
    expect(matchPathPattern("/api/v1/feature_flags/:key", "/api/v1/feature_flags/a/b")).toBeNull();
  });
});

describe("toOpenApiPath", () => {
  it("writes parameters in braces", () => {
    expect(toOpenApiPath("/api/v1/events/:event_id/schedules/:schedule_id")).toBe(
      "/api/v1/events/{event_id}/schedules/{schedule_id}",
    );
    expect(toOpenApiPath("/api/v1/feature_flags/:key?")).toBe("/api/v1/feature_flags/{key}");
  });
});
