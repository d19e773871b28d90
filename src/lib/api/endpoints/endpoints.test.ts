import { createApiClient } from "../client";
import { createApiRequester } from "../requester";
import { InvalidResponseError, RequiredError, ResponseError } from "../errors";
import {
  apiErrorEnvelope,
  sendJson,
  startTestHttpServer,
  type TestHandler,
  type TestHttpServer,
} from "@core/test-support/test-http-server";
import { getCompanyGroups } from "./company-groups";
import { getFeatureFlag, getFeatureFlags } from "./feature-flags";
import { getHealthcheck } from "./healthcheck";

let server: TestHttpServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: TestHandler) {
  server = await startTestHttpServer(handler);
  return { client: createApiRequester({ baseUrl: server.baseUrl, retryDelayMs: 5 }), received: server.received };
}

describe("getFeatureFlag", () => {
  it("GETs /api/v1/feature_flags/{key} and returns the validated flag", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 200, { enabled: true }));

    await expect(getFeatureFlag(client, "app_new_logo_enabled")).resolves.toEqual({ enabled: true });
    expect(received[0]).toMatchObject({ method: "GET", url: "/api/v1/feature_flags/app_new_logo_enabled" });
  });

  it("encodes the key as one path segment", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 200, { enabled: false }));

    await getFeatureFlag(client, "a/b c");

    expect(received[0]!.url).toBe("/api/v1/feature_flags/a%2Fb%20c");
  });

  it.each([["" as string], [undefined as unknown as string], [null as unknown as string]])(
    "rejects with RequiredError naming key for %p without sending anything",
    async (key) => {
      const { client, received } = await serve((_req, res) => sendJson(res, 200, { enabled: true }));

      const error = await getFeatureFlag(client, key).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(RequiredError);
      expect((error as RequiredError).message).toBe(
        'Required parameter "key" was null or undefined when calling getFeatureFlag().',
      );
      expect((error as RequiredError).field).toBe("key");
      expect(received).toHaveLength(0);
    },
  );

  it("rejects a body that is not JSON", async () => {
    const { client } = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("<html>");
    });

    await expect(getFeatureFlag(client, "video_bundles")).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it("surfaces a 404 as ResponseError with the API envelope", async () => {
    const envelope = apiErrorEnvelope(404, "not_found", "Feature flag not found");
    const { client } = await serve((_req, res) => sendJson(res, 404, envelope));

    const error = (await getFeatureFlag(client, "unknown").catch((e: unknown) => e)) as ResponseError;

    expect(error).toBeInstanceOf(ResponseError);
    expect(error.body?.error.code).toBe("not_found");
  });
});

describe("getFeatureFlags", () => {
  it("GETs /app_api/v1/feature_flags", async () => {
    const flags = { feature_flags: { app_new_logo_enabled: true, mirai_ai_enabled: false } };
    const { client, received } = await serve((_req, res) => sendJson(res, 200, flags));

    await expect(getFeatureFlags(client)).resolves.toEqual(flags);
    expect(received[0]!.url).toBe("/app_api/v1/feature_flags");
  });
});

describe("getCompanyGroups", () => {
  it("GETs /api/v1/company_groups", async () => {
    const body = { company_groups: [{ main_company_id: 3, grouped_company_names: ["未来商事", "未来物流"] }] };
    const { client, received } = await serve((_req, res) => sendJson(res, 200, body));

    await expect(getCompanyGroups(client)).resolves.toEqual(body);
    expect(received[0]!.url).toBe("/api/v1/company_groups");
  });
});

describe("getHealthcheck", () => {
  it("returns the healthy answer", async () => {
    const { client, received } = await serve((_req, res) =>
      sendJson(res, 200, { status: "ok", database: "reachable" }),
    );

    await expect(getHealthcheck(client)).resolves.toEqual({ status: "ok", database: "reachable" });
    expect(received[0]!.url).toBe("/api/v1/healthcheck");
  });

  it("returns the unhealthy answer carried by a 503 (after the one GET retry)", async () => {
    const { client, received } = await serve((_req, res) =>
      sendJson(res, 503, { status: "error", database: "unreachable" }),
    );

    await expect(getHealthcheck(client)).resolves.toEqual({ status: "error", database: "unreachable" });
    expect(received).toHaveLength(2);
  });

  it("still raises ResponseError for other failures", async () => {
    const { client } = await serve((_req, res) => sendJson(res, 500, apiErrorEnvelope(500, "internal_error", "boom")));

    await expect(getHealthcheck(client)).rejects.toBeInstanceOf(ResponseError);
  });
});

describe("createApiClient", () => {
  it("binds the session and flag calls to its own requester", async () => {
    server = await startTestHttpServer((req, res) => {
      if (req.url.startsWith("/api/v1/feature_flags/")) return sendJson(res, 200, { enabled: false });
      if (req.url === "/app_api/v1/feature_flags")
        return sendJson(res, 200, { feature_flags: { video_bundles: true } });
      if (req.url === "/api/v1/company_groups") return sendJson(res, 200, { company_groups: [] });
      return sendJson(res, 200, { status: "ok", database: "reachable" });
    });
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => "t" });

    await expect(client.getFeatureFlag("renewal_oc_web_logo")).resolves.toEqual({ enabled: false });
    await expect(client.getFeatureFlags()).resolves.toEqual({ feature_flags: { video_bundles: true } });
    await expect(client.getCompanyGroups()).resolves.toEqual({ company_groups: [] });
    await expect(client.getHealthcheck()).resolves.toEqual({ status: "ok", database: "reachable" });
    await expect(client.request({ path: "/api/v1/healthcheck" })).resolves.toEqual({
      status: "ok",
      database: "reachable",
    });
    expect(server.received.map((r) => r.url)).toEqual([
      "/api/v1/feature_flags/renewal_oc_web_logo",
      "/app_api/v1/feature_flags",
      "/api/v1/company_groups",
      "/api/v1/healthcheck",
      "/api/v1/healthcheck",
    ]);
    expect(server.received.every((r) => r.headers["authorization"] === "Bearer t")).toBe(true);
    await expect(client.getFeatureFlag("")).rejects.toBeInstanceOf(RequiredError);
  });
});
