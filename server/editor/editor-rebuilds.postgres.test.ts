import { editorSignatures, siteBuilds } from "../../db/schema";
import { rebuildResponseSchema } from "../../core/api/editor-rebuilds";
import { serveRoutes } from "../platform/http/serve-routes";
import { startCountingHookServer, type CountingHookServer } from "../testing/counting-hook-server";
import { describeOnPostgres } from "../testing/describe-on-postgres";
import { editorRequest, withEditorSecret } from "../testing/editor-request";
import { editorRebuildRoutes } from "./rebuild-route";
import { editorAuth } from "./verify-editor-request";

/**
 * The editor webhook's two cross-instance guarantees on a real Postgres server, where transactions truly overlap (PGlite
 * runs one at a time): one signature is accepted once, and calls within 60 s make one build and one hook call.
 * Opt-in: TEST_POSTGRES_URL (scripts/ci/start-test-postgres.sh).
 */
describeOnPostgres("editor rebuilds on Postgres", { prefix: "mirai_editor_race", max: 10 }, (database) => {
  let hook: CountingHookServer;
  const PATH = "/api/v1/editor/rebuilds";
  withEditorSecret();

  beforeAll(async () => {
    hook = await startCountingHookServer();
  });
  afterAll(async () => {
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    await hook.close();
  });
  beforeEach(async () => {
    process.env.NETLIFY_BUILD_HOOK_URL = hook.url;
    hook.calls.length = 0;
    await database().delete(siteBuilds);
    await database().delete(editorSignatures);
  });

  it("accepts one signature once when 8 requests carry it at the same moment", async () => {
    const handler = serveRoutes(editorRebuildRoutes, { db: database, auth: editorAuth });
    const signed = editorRequest(PATH, { method: "POST", body: { changes: [{ type: "event", id: 1 }] } });
    const answers = await Promise.all(Array.from({ length: 8 }, () => handler(signed.clone())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 401, 401, 401, 401, 401, 401, 401]);
    expect(await database().select().from(editorSignatures)).toHaveLength(1);
    expect(hook.calls).toHaveLength(1);
  });

  it("makes one build and one hook call of 8 concurrent calls with their own signatures", async () => {
    const handler = serveRoutes(editorRebuildRoutes, { db: database, auth: editorAuth });
    const now = Date.now();
    const requests = Array.from({ length: 8 }, (_, index) =>
      editorRequest(PATH, {
        method: "POST",
        body: { changes: [{ type: "review", id: index + 1 }] },
        now: now + index * 1000,
      }),
    );
    const answers = await Promise.all(requests.map((request) => handler(request)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(202));
    const builds = await Promise.all(
      answers.map(async (answer) => rebuildResponseSchema.parse(await answer.json()).build),
    );
    expect(new Set(builds.map((build) => build.id)).size).toBe(1);
    expect(builds.filter((build) => !build.coalesced)).toHaveLength(1);
    expect(hook.calls).toHaveLength(1);
    const [row] = await database().select().from(siteBuilds);
    expect(row!.calls).toBe(8);
    expect(row!.changes).toHaveLength(8);
  });
});
