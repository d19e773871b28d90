import { z } from "zod";
import { apiErrorBodySchema, invalidParameterDetailsSchema } from "../../../core/api/api-error";
import { queryIntegerSchema } from "../../../core/api/query-values";
import { apiRequest, TEST_CSRF_TOKEN } from "../../testing/api-request";
import { defineRoute } from "./define-route";
import { serveRoutes } from "./serve-routes";

// Test-only routes exercising the wrapper; the real endpoints have their own tests.
const writtenNames: string[] = [];

const renameRoute = defineRoute(
  {
    operationId: "testRename",
    summary: "test mutation",
    paths: ["/api/v1/test/items/:id"],
    methods: ["PUT"],
    auth: "public",
    params: z.object({ id: queryIntegerSchema }),
    body: z.strictObject({ name: z.string().min(1), tags: z.array(z.string()).optional() }),
    response: z.object({ id: z.number(), name: z.string() }),
    personal: true,
  },
  async ({ params, body }) => {
    writtenNames.push(body.name);
    return { id: params.id, name: body.name };
  },
);

const deleteRoute = defineRoute(
  {
    operationId: "testDelete",
    summary: "test deletion without body",
    paths: ["/api/v1/test/items/:id"],
    methods: ["DELETE"],
    auth: "public",
    params: z.object({ id: queryIntegerSchema }),
    response: z.null(),
    successStatus: 204,
    personal: true,
  },
  async () => null,
);

const searchRoute = defineRoute(
  {
    operationId: "testSearch",
    summary: "test query parsing",
    paths: ["/api/v1/test/search", "/app_api/v1/test/search"],
    methods: ["GET"],
    auth: "public",
    query: z.object({
      category: z.enum(["selection", "internship"]),
      prefectures: z.array(queryIntegerSchema).optional(),
    }),
    response: z.object({ category: z.string(), prefectures: z.array(z.number()) }),
  },
  async ({ query }) => ({ category: query.category, prefectures: query.prefectures ?? [] }),
);

const failingRoute = defineRoute(
  {
    operationId: "testFailing",
    summary: "test unexpected error",
    paths: ["/api/v1/test/failing"],
    methods: ["POST"],
    auth: "public",
    body: z.strictObject({ email: z.string() }),
    response: z.object({}),
  },
  async () => {
    throw new Error("database exploded");
  },
);

const handle = serveRoutes([renameRoute, deleteRoute, searchRoute, failingRoute], {
  db: () => {
    throw new Error("these routes never use the database");
  },
});

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

beforeEach(() => {
  writtenNames.length = 0;
});

describe("ajax marker", () => {
  it("rejects a request without X-Requested-With with 403 missing_ajax_marker", async () => {
    const response = await handle(apiRequest("/api/v1/test/search?category=selection", { ajaxMarker: false }));
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ status: 403, code: "missing_ajax_marker" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("rejects a wrong marker value", async () => {
    const request = apiRequest("/api/v1/test/search?category=selection");
    request.headers.set("X-Requested-With", "fetch");
    expect((await handle(request)).status).toBe(403);
  });
});

describe("CSRF double submit", () => {
  const body = { name: "新しい名前" };

  it("accepts a mutation whose header equals the cookie", async () => {
    const response = await handle(apiRequest("/api/v1/test/items/7", { method: "PUT", body }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 7, name: "新しい名前" });
  });

  it("rejects a mutation without the header", async () => {
    const response = await handle(apiRequest("/api/v1/test/items/7", { method: "PUT", body, csrfHeader: null }));
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("invalid_csrf_token");
    expect(writtenNames).toEqual([]);
  });

  it("rejects a mutation whose header differs from the cookie", async () => {
    const response = await handle(
      apiRequest("/api/v1/test/items/7", { method: "PUT", body, csrfHeader: `${TEST_CSRF_TOKEN}x` }),
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("invalid_csrf_token");
    expect(writtenNames).toEqual([]);
  });

  it("rejects a mutation without the cookie even if a header is sent", async () => {
    const response = await handle(
      apiRequest("/api/v1/test/items/7", { method: "PUT", body, csrfCookie: null, csrfHeader: TEST_CSRF_TOKEN }),
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("invalid_csrf_token");
  });

  it("does not ask GET requests for the header", async () => {
    expect((await handle(apiRequest("/api/v1/test/search?category=selection"))).status).toBe(200);
  });
});

describe("csrf_token cookie", () => {
  it("is issued when the request has none: 32 random bytes, readable by scripts, Lax, not Secure on localhost", async () => {
    const response = await handle(apiRequest("/api/v1/test/search?category=selection", { csrfCookie: null }));
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^csrf_token=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
    // a response carrying a per-visitor token must not be stored by shared caches
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=0, must-revalidate");
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toBeNull();
  });

  it("is Secure on other hosts and differs per response", async () => {
    const first = await handle(
      apiRequest("/api/v1/test/search?category=selection", { csrfCookie: null, origin: "https://mirai.example.jp" }),
    );
    const second = await handle(
      apiRequest("/api/v1/test/search?category=selection", { csrfCookie: null, origin: "https://mirai.example.jp" }),
    );
    expect(first.headers.getSetCookie()[0]).toMatch(/; Secure$/);
    expect(first.headers.getSetCookie()[0]).not.toMatch(/HttpOnly/);
    expect(first.headers.getSetCookie()[0]).not.toBe(second.headers.getSetCookie()[0]);
  });

  it("is issued on error responses too", async () => {
    const response = await handle(apiRequest("/api/v1/test/search", { csrfCookie: null, ajaxMarker: false }));
    expect(response.headers.getSetCookie()).toHaveLength(1);
  });

  it("is not reissued when the request carries one", async () => {
    const response = await handle(apiRequest("/api/v1/test/search?category=selection"));
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toBe(
      "public, durable, max-age=60, stale-while-revalidate=60",
    );
  });
});

describe("validation", () => {
  it("answers 400 naming a missing required query parameter", async () => {
    const response = await handle(apiRequest("/api/v1/test/search"));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: "invalid_parameter", message: 'Required parameter "category" is missing' });
    expect(invalidParameterDetailsSchema.parse(error.details).issues[0]?.parameter).toBe("category");
  });

  it("parses bracketed array parameters and converts their items", async () => {
    const response = await handle(
      apiRequest("/app_api/v1/test/search?category=internship&prefectures[]=13&prefectures[]=14"),
    );
    expect(await response.json()).toEqual({ category: "internship", prefectures: [13, 14] });
  });

  it("names an invalid array item", async () => {
    const response = await handle(
      apiRequest("/api/v1/test/search?category=internship&prefectures[]=13&prefectures[]=tokyo"),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/^Invalid parameter "prefectures\[1\]": /);
  });

  it("validates path parameters", async () => {
    const response = await handle(apiRequest("/api/v1/test/items/abc", { method: "PUT", body: { name: "x" } }));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/^Invalid parameter "id": /);
  });

  it("takes path parameters from Netlify's context.params when given", async () => {
    const response = await handle(apiRequest("/api/v1/test/items/7", { method: "PUT", body: { name: "x" } }), {
      params: { id: "8" },
    });
    expect(await response.json()).toEqual({ id: 8, name: "x" });
  });

  it("answers 400 malformed_json for a body that is not JSON, writing nothing", async () => {
    const response = await handle(apiRequest("/api/v1/test/items/7", { method: "PUT", body: '{"name": "x",' }));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("malformed_json");
    expect(writtenNames).toEqual([]);
  });

  it("answers 400 naming an unknown body field, writing nothing", async () => {
    const response = await handle(
      apiRequest("/api/v1/test/items/7", { method: "PUT", body: { name: "x", is_admin: true } }),
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "invalid_parameter",
      message: 'Unknown parameter "is_admin"',
    });
    expect(writtenNames).toEqual([]);
  });

  it("answers 400 naming a missing body field, and for a missing body", async () => {
    const missingField = await handle(apiRequest("/api/v1/test/items/7", { method: "PUT", body: { tags: [] } }));
    expect((await errorOf(missingField)).message).toBe('Required parameter "name" is missing');
    const missingBody = await handle(apiRequest("/api/v1/test/items/7", { method: "PUT" }));
    expect(missingBody.status).toBe(400);
    expect((await errorOf(missingBody)).message).toBe("Required request body is missing");
  });

  it("rejects fields sent to a route that takes no body", async () => {
    const response = await handle(apiRequest("/api/v1/test/items/7", { method: "DELETE", body: { cascade: true } }));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Unknown parameter "cascade"');
    const withoutBody = await handle(apiRequest("/api/v1/test/items/7", { method: "DELETE" }));
    expect(withoutBody.status).toBe(204);
    expect(await withoutBody.text()).toBe("");
  });
});

describe("routing", () => {
  it("answers 405 with Allow listing every method of the path", async () => {
    const response = await handle(apiRequest("/api/v1/test/items/7", { method: "POST", body: {} }));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("PUT, DELETE");
    expect((await errorOf(response)).code).toBe("method_not_allowed");
  });

  it("answers 404 JSON for a path no route serves", async () => {
    const response = await handle(apiRequest("/api/v1/test/nothing"));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("not_found");
  });
});

describe("responses", () => {
  it("marks personal responses no-store", async () => {
    const response = await handle(apiRequest("/api/v1/test/items/7", { method: "PUT", body: { name: "x" } }));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers an unexpected exception with a generic 500 and logs it without the request body", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await handle(
        apiRequest("/api/v1/test/failing", { method: "POST", body: { email: "hanako@example.jp" } }),
      );
      expect(response.status).toBe(500);
      const error = await errorOf(response);
      expect(error).toEqual({ status: 500, code: "internal_error", message: "An unexpected error occurred" });
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(logged).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(logged.mock.calls)).not.toContain("hanako@example.jp");
      expect(String(logged.mock.calls[0]?.[0])).toBe("API POST /api/v1/test/failing failed");
    } finally {
      logged.mockRestore();
    }
  });

  it("exposes the routes it serves", () => {
    expect(handle.routes.map((route) => route.operationId)).toEqual([
      "testRename",
      "testDelete",
      "testSearch",
      "testFailing",
    ]);
  });
});

describe("auth strategies", () => {
  const studentRoute = defineRoute(
    {
      operationId: "testMine",
      summary: "mine",
      paths: ["/api/v1/test/mine"],
      methods: ["GET"],
      auth: "student",
      response: z.object({ userId: z.string() }),
    },
    async ({ requireViewer }) => ({ userId: (await requireViewer()).userId }),
  );

  it("are required at load for every kind of auth the routes declare, naming the route", () => {
    expect(() => serveRoutes([searchRoute, studentRoute])).toThrow(
      'testMine: auth "student" needs serveRoutes(routes, { auth: { viewer } })',
    );
  });

  it("are what a route's handler is answered through: the function's own strategy decides who is calling", async () => {
    const seen: string[] = [];
    const handleMine = serveRoutes([studentRoute], {
      db: () => ({}) as never,
      auth: {
        viewer: async (req) => {
          seen.push(new URL(req.url).pathname);
          return req.headers.get("authorization") === "Bearer ok"
            ? { userId: "u-1", sessionId: "s-1", mode: "token" }
            : null;
        },
      },
    });
    expect((await handleMine(apiRequest("/api/v1/test/mine"))).status).toBe(401);
    const signedIn = await handleMine(apiRequest("/api/v1/test/mine", { headers: { Authorization: "Bearer ok" } }));
    expect(await signedIn.json()).toEqual({ userId: "u-1" });
    expect(seen).toEqual(["/api/v1/test/mine", "/api/v1/test/mine"]);
  });
});
