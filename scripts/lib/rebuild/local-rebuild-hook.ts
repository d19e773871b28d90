import http from "node:http";
import type { RebuildRunner } from "./rebuild-runner";

export const LOCAL_BUILD_HOOK_PATH = "/build_hooks/local";

export type LocalRebuildHook = { url: string; close(): Promise<void> };

/**
 * The local stand-in for Netlify's build hook (`npm start`): a POST to `{url}` asks the rebuild runner for a build
 * and answers 200 at once, as Netlify's hook does. It listens on 127.0.0.1 only, on a free port, and `npm start`
 * passes its URL to the functions as NETLIFY_BUILD_HOOK_URL, so the editors' webhook runs the same code locally and
 * in production.
 */
export async function startLocalRebuildHook(runner: RebuildRunner): Promise<LocalRebuildHook> {
  const server = http.createServer((req, res) => {
    req.resume();
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method !== "POST" || url.pathname !== LOCAL_BUILD_HOOK_PATH) {
      res.writeHead(404).end();
      return;
    }
    runner.request(url.searchParams.get("trigger_title") ?? "build hook");
    res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${LOCAL_BUILD_HOOK_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
