import { sql } from "drizzle-orm";
import { closeCachedDb } from "../../db/client";
import { editorSignatures, siteBuilds } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { rebuildResponseSchema } from "../../core/api/editor-rebuilds";
import { apiRequest } from "../testing/api-request";
import { startCountingHookServer, type CountingHookServer } from "../testing/counting-hook-server";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { editorRequest, TEST_EDITOR_SECRET, withEditorSecret } from "../testing/editor-request";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { markSiteBuildsStarted } from "./queue-site-build";

const PATH = "/api/v1/editor/rebuilds";
let database: TestDatabase;
let hook: CountingHookServer;
let rebuilds: FunctionModule["default"];
let clock = Date.now();
/** Each call gets its own second, as a CMS's calls would. */
const nextSecond = () => (clock += 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  hook = await startCountingHookServer();
  rebuilds = (await loadFunction("editor-rebuilds")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeCachedDb();
  delete process.env.DATABASE_URL;
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  await hook.close();
  await database.close();
});

withEditorSecret();

beforeEach(async () => {
  process.env.NETLIFY_BUILD_HOOK_URL = hook.url;
  hook.calls.length = 0;
  hook.status = 200;
  await database.db.delete(siteBuilds);
});

async function send(request: Request) {
  const response = await rebuilds(request);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

const post = (body: unknown, options: Parameters<typeof editorRequest>[1] = {}) =>
  send(editorRequest(PATH, { method: "POST", body, now: nextSecond(), ...options }));

const eventChange = { changes: [{ type: "event", id: 12 }] };
const builds = () => database.db.select().from(siteBuilds).orderBy(siteBuilds.id);

describe("POST /api/v1/editor/rebuilds", () => {
  it("calls the build hook once and answers 202 with the queued build; calls within 60 s join it without calling the hook", async () => {
    const first = await post(eventChange);
    expect(first.status).toBe(202);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const queued = rebuildResponseSchema.parse(first.body).build;
    expect(queued).toMatchObject({ coalesced: false, calls: 1 });
    expect(hook.calls).toHaveLength(1);
    expect(new URL(hook.calls[0]!, "http://x").searchParams.get("trigger_title")).toBe(
      "editor webhook: 1 change(s) (event)",
    );

    const second = await post({
      changes: [
        { type: "flag", id: "internship_renewal" },
        { type: "company", id: 3 },
      ],
    });
    expect(second.status).toBe(202);
    expect(rebuildResponseSchema.parse(second.body).build).toEqual({ ...queued, coalesced: true, calls: 2 });
    expect(hook.calls).toHaveLength(1);
    const [row] = await builds();
    expect(row!.changes).toEqual([
      { type: "event", id: 12 },
      { type: "flag", id: "internship_renewal" },
      { type: "company", id: 3 },
    ]);
  });

  it("queues a new build once the last one is more than 60 s old", async () => {
    const first = rebuildResponseSchema.parse((await post(eventChange)).body).build;
    await database.db.update(siteBuilds).set({ queuedAt: sql`now() - interval '61 seconds'` });
    const second = rebuildResponseSchema.parse((await post(eventChange)).body).build;
    expect(second.id).not.toBe(first.id);
    expect(second.coalesced).toBe(false);
    expect(hook.calls).toHaveLength(2);
  });

  it("answers 502 and records no build when the hook fails, so the next call calls it again", async () => {
    hook.status = 500;
    const failed = await post(eventChange);
    expect(failed.status).toBe(502);
    expect(apiErrorBodySchema.parse(failed.body).error.code).toBe("build_hook_failed");
    expect(await builds()).toEqual([]);
    hook.status = 200;
    expect((await post(eventChange)).status).toBe(202);
    expect(hook.calls).toHaveLength(2);
  });

  it("answers 502 when the hook cannot be reached", async () => {
    process.env.NETLIFY_BUILD_HOOK_URL = "http://127.0.0.1:1/hook";
    const failed = await post(eventChange);
    expect(failed.status).toBe(502);
    expect(await builds()).toEqual([]);
  });

  it("answers 503 without a configured build hook", async () => {
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    const answer = await post(eventChange);
    expect(answer.status).toBe(503);
    expect(apiErrorBodySchema.parse(answer.body).error.code).toBe("build_hook_not_configured");
    expect(await builds()).toEqual([]);
  });

  it.each([
    ["no body", undefined, "body"],
    ["no changes", { changes: [] }, "changes"],
    ["an unknown type", { changes: [{ type: "page", id: 1 }] }, "type"],
    ["an id that is not a positive integer", { changes: [{ type: "event", id: "12" }] }, "id"],
    ["a flag id that is no key", { changes: [{ type: "flag", id: "Not A Key" }] }, "id"],
    ["an unknown field", { changes: [{ type: "event", id: 1 }], force: true }, "force"],
  ])("answers 400 to %s, naming the field, and queues nothing", async (_, body, named) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    const error = apiErrorBodySchema.parse(answer.body).error;
    expect(error.code).toBe("invalid_parameter");
    expect(JSON.stringify(error)).toContain(named);
    expect(hook.calls).toEqual([]);
    expect(await builds()).toEqual([]);
  });

  it("answers 400 to malformed JSON", async () => {
    const answer = await post("{ changes: ");
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body).error.code).toBe("malformed_json");
  });
});

describe("the editor signature", () => {
  const unauthorized = async (request: Request) => {
    const answer = await send(request);
    expect(answer.status).toBe(401);
    expect(apiErrorBodySchema.parse(answer.body).error.code).toBe("unauthorized");
    expect(JSON.stringify(answer.body)).not.toContain(TEST_EDITOR_SECRET);
    return apiErrorBodySchema.parse(answer.body).error.message;
  };

  afterEach(async () => {
    expect(hook.calls).toEqual([]);
    expect(await builds()).toEqual([]);
  });

  it("is required: no headers, a browser's request with ajax marker and CSRF token included", async () => {
    expect(
      await unauthorized(
        new Request(`http://localhost:8888${PATH}`, { method: "POST", body: JSON.stringify(eventChange) }),
      ),
    ).toContain("missing or malformed header");
    await unauthorized(apiRequest(PATH, { method: "POST", body: eventChange }));
  });

  it("must be made with the server's secret over this body", async () => {
    expect(
      await unauthorized(
        editorRequest(PATH, {
          method: "POST",
          body: eventChange,
          secret: "another-secret-of-at-least-32-characters!",
          now: nextSecond(),
        }),
      ),
    ).toContain("wrong signature");
    const signed = editorRequest(PATH, { method: "POST", body: eventChange, now: nextSecond() });
    await unauthorized(
      new Request(signed.url, {
        method: "POST",
        headers: signed.headers,
        body: JSON.stringify({ changes: [{ type: "event", id: 13 }] }),
      }),
    );
  });

  it("is bound to method and path: a signature of another route is refused", async () => {
    const other = editorRequest("/api/v1/editor/schedules/1/checkin_code", {
      method: "POST",
      body: eventChange,
      now: nextSecond(),
    });
    await unauthorized(
      new Request(`http://localhost:8888${PATH}`, {
        method: "POST",
        headers: other.headers,
        body: JSON.stringify(eventChange),
      }),
    );
    const get = editorRequest(PATH, { method: "GET", now: nextSecond() });
    await unauthorized(new Request(`http://localhost:8888${PATH}`, { method: "POST", headers: get.headers, body: "" }));
  });

  it("needs a well-formed nonce, signed with the rest", async () => {
    expect(
      await unauthorized(
        editorRequest(PATH, {
          method: "POST",
          body: eventChange,
          now: nextSecond(),
          headers: { "X-Mirai-Nonce": "short" },
        }),
      ),
    ).toContain("malformed");
    const signed = editorRequest(PATH, { method: "POST", body: eventChange, now: nextSecond() });
    signed.headers.set("X-Mirai-Nonce", "another-nonce-of-the-right-shape");
    expect(await unauthorized(signed)).toContain("wrong signature");
  });

  it("expires after 5 minutes either way", async () => {
    expect(
      await unauthorized(editorRequest(PATH, { method: "POST", body: eventChange, now: Date.now() - 301_000 })),
    ).toContain("window");
    expect(
      await unauthorized(editorRequest(PATH, { method: "POST", body: eventChange, now: Date.now() + 301_000 })),
    ).toContain("window");
    await unauthorized(
      editorRequest(PATH, { method: "POST", body: eventChange, headers: { "X-Mirai-Timestamp": "soon" } }),
    );
  });

  it("is refused when the server has no secret", async () => {
    delete process.env.EDITOR_WEBHOOK_SECRET;
    expect(await unauthorized(editorRequest(PATH, { method: "POST", body: eventChange, now: nextSecond() }))).toContain(
      "not configured",
    );
  });
});

describe("a replayed signature", () => {
  it("is accepted once: the replay answers 401 and queues nothing more", async () => {
    const request = editorRequest(PATH, { method: "POST", body: eventChange, now: nextSecond() });
    expect((await send(request.clone())).status).toBe(202);
    await database.db.update(siteBuilds).set({ queuedAt: sql`now() - interval '61 seconds'` });
    const replay = await send(request);
    expect(replay.status).toBe(401);
    expect(apiErrorBodySchema.parse(replay.body).error.message).toContain("already used");
    expect(hook.calls).toHaveLength(1);
    expect(await builds()).toHaveLength(1);
  });

  it("is not the same call made twice in one second: each has its own nonce, and both are accepted", async () => {
    const now = nextSecond();
    const first = editorRequest(PATH, { method: "POST", body: eventChange, now });
    const second = editorRequest(PATH, { method: "POST", body: eventChange, now });
    expect(first.headers.get("X-Mirai-Timestamp")).toBe(second.headers.get("X-Mirai-Timestamp"));
    expect((await send(first)).status).toBe(202);
    expect((await send(second)).status).toBe(202);
    const stored = (await database.db.select().from(editorSignatures)).map((row) => row.signature);
    expect(stored).toEqual(
      expect.arrayContaining([first.headers.get("X-Mirai-Signature"), second.headers.get("X-Mirai-Signature")]),
    );
  });

  it("is forgotten once its window has passed (it could not be replayed any more anyway)", async () => {
    await database.db
      .insert(editorSignatures)
      .values({ signature: "sha256=old", expiresAt: new Date(Date.now() - 1000) });
    expect((await post(eventChange)).status).toBe(202);
    const left = await database.db.select().from(editorSignatures);
    expect(left.map((row) => row.signature)).not.toContain("sha256=old");
  });
});

describe("a build that has started", () => {
  it("takes no more changes: the next call within 60 s queues a build of its own and calls the hook", async () => {
    const first = rebuildResponseSchema.parse((await post(eventChange)).body).build;
    expect(await markSiteBuildsStarted(database.db)).toBe(1);
    const second = rebuildResponseSchema.parse((await post(eventChange)).body).build;
    expect(second).toMatchObject({ coalesced: false, calls: 1 });
    expect(second.id).not.toBe(first.id);
    expect(hook.calls).toHaveLength(2);
    const third = rebuildResponseSchema.parse((await post(eventChange)).body).build;
    expect(third).toMatchObject({ id: second.id, coalesced: true, calls: 2 });
    expect(hook.calls).toHaveLength(2);
  });
});
