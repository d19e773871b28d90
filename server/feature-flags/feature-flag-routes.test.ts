import { closeCachedDb } from "../../db/client";
import { featureFlags } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { featureFlagResponseSchema, featureFlagsResponseSchema } from "../../core/api/feature-flags";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";

let database: TestDatabase;
let featureFlagsFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  featureFlagsFunction = (await loadFunction("feature-flags")).default;
  await database.db.insert(featureFlags).values([
    { key: "app_new_logo_enabled", enabled: true, description: "新ロゴ" },
    { key: "mirai_ai_enabled", enabled: false, description: "AI機能" },
    { key: "token_based_auth", enabled: true, description: "トークン認証" },
  ]);
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeCachedDb();
  delete process.env.DATABASE_URL;
  await database.close();
});

describe("GET /api/v1/feature_flags/{key}", () => {
  it("answers whether an enabled flag is on", async () => {
    const response = await featureFlagsFunction(apiRequest("/api/v1/feature_flags/app_new_logo_enabled"));
    expect(response.status).toBe(200);
    expect(featureFlagResponseSchema.parse(await response.json())).toEqual({ enabled: true });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toBe(
      "public, durable, max-age=60, stale-while-revalidate=60",
    );
  });

  it("answers whether a disabled flag is off", async () => {
    const response = await featureFlagsFunction(apiRequest("/api/v1/feature_flags/mirai_ai_enabled"));
    expect(featureFlagResponseSchema.parse(await response.json())).toEqual({ enabled: false });
  });

  it("reads the key from Netlify's context.params", async () => {
    const response = await featureFlagsFunction(apiRequest("/api/v1/feature_flags/mirai_ai_enabled"), {
      params: { key: "token_based_auth" },
    });
    expect(await response.json()).toEqual({ enabled: true });
  });

  it("answers 404 not_found for an unknown key", async () => {
    const response = await featureFlagsFunction(apiRequest("/api/v1/feature_flags/no_such_flag"));
    expect(response.status).toBe(404);
    expect(apiErrorBodySchema.parse(await response.json()).error).toMatchObject({
      code: "not_found",
      message: 'Feature flag "no_such_flag" does not exist',
    });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 400 naming the key when it is missing", async () => {
    const response = await featureFlagsFunction(apiRequest("/api/v1/feature_flags"));
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(await response.json()).error.message).toBe('Required parameter "key" is missing');
  });

  it("answers 403 without the ajax marker", async () => {
    const response = await featureFlagsFunction(
      apiRequest("/api/v1/feature_flags/app_new_logo_enabled", { ajaxMarker: false }),
    );
    expect(response.status).toBe(403);
  });

  it("answers 405 to a mutation", async () => {
    const response = await featureFlagsFunction(
      apiRequest("/api/v1/feature_flags/app_new_logo_enabled", { method: "PUT", body: { enabled: false } }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET");
  });
});

describe("GET /app_api/v1/feature_flags", () => {
  it("answers the whole flag set keyed by flag key", async () => {
    const response = await featureFlagsFunction(apiRequest("/app_api/v1/feature_flags"));
    expect(response.status).toBe(200);
    expect(featureFlagsResponseSchema.parse(await response.json())).toEqual({
      feature_flags: { app_new_logo_enabled: true, mirai_ai_enabled: false, token_based_auth: true },
    });
  });
});
