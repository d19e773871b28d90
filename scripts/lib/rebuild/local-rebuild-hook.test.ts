import { startLocalRebuildHook } from "./local-rebuild-hook";
import { createRebuildRunner } from "./rebuild-runner";

describe("the local rebuild hook", () => {
  it("asks the runner for a build on POST, with Netlify's trigger_title as the reason, and answers 200 at once", async () => {
    const reasons: string[][] = [];
    const runner = createRebuildRunner(async (given) => void reasons.push([...given]), {
      info: () => {},
      error: () => {},
    });
    const hook = await startLocalRebuildHook(runner);
    try {
      expect(hook.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/build_hooks\/local$/);
      const answer = await fetch(
        `${hook.url}?trigger_title=${encodeURIComponent("editor webhook: 1 change(s) (event)")}`,
        { method: "POST", body: "{}" },
      );
      expect(answer.status).toBe(200);
      await runner.idle();
      expect(reasons).toEqual([["editor webhook: 1 change(s) (event)"]]);
      expect((await fetch(hook.url)).status).toBe(404);
      expect((await fetch(hook.url.replace("/build_hooks/local", "/other"), { method: "POST" })).status).toBe(404);
      expect(reasons).toHaveLength(1);
    } finally {
      await hook.close();
    }
  });
});
