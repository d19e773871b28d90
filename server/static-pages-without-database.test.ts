import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { startReadyChildProcess, type ReadyChildProcess } from "../db/ready-child-process";
import { apiErrorBodySchema } from "../core/api/api-error";
import { apiPaths } from "../core/api-paths";
import { AJAX_MARKER_HEADER_NAME, AJAX_MARKER_VALUE } from "./platform/http/csrf";

/**
 * With the database down, pages keep coming from static files and the API answers 503: the local server
 * (scripts/lib/local-site/local-server.ts, as `npm start` and the e2e run use it) over a small site whose DATABASE_URL names a
 * port nothing listens on. The site holds a page and one real function (feature flags), bundled by @netlify/dev as
 * on Netlify. On Netlify the CDN serves pages without calling any function, so the same holds there by construction.
 */

jest.setTimeout(120_000);

const root = path.resolve(__dirname, "..");
const PAGE =
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>ミライキャリア</title></head><body><h1>就活イベント</h1></body></html>';

let site: string;
let server: ReadyChildProcess | undefined;
let url: string;

/** A port that was free a moment ago and that nothing listens on now. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), "mirai-static-without-db-"));
  await mkdir(path.join(site, "public"));
  await mkdir(path.join(site, "functions"));
  await writeFile(
    path.join(site, "netlify.toml"),
    '[build]\n  publish = "public"\n\n[functions]\n  directory = "functions"\n  node_bundler = "esbuild"\n',
  );
  await writeFile(path.join(site, "public", "index.html"), PAGE);
  await writeFile(path.join(site, "public", "404.html"), '<!doctype html><html lang="ja"><title>404</title></html>');
  // the function file itself, linked: esbuild follows the link, so its imports resolve in this project
  await symlink(path.join(root, "functions", "feature-flags.mts"), path.join(site, "functions", "feature-flags.mts"));
  await symlink(path.join(root, "node_modules"), path.join(site, "node_modules"));
  await symlink(path.join(root, "package.json"), path.join(site, "package.json"));
  server = await startReadyChildProcess(path.join(root, "scripts/lib/local-site/local-server-process.ts"), [site], {
    ...process.env,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres?sslmode=disable`,
  });
  url = z.object({ url: z.string() }).parse(JSON.parse(server.readyLine)).url;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (site) await rm(site, { recursive: true, force: true });
});

it("serves the static page with the database down", async () => {
  const response = await fetch(`${url}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/text\/html/);
  expect(await response.text()).toContain("就活イベント");
});

it("answers the API with 503 service_unavailable and Retry-After through the same server", async () => {
  const response = await fetch(`${url}${apiPaths.appFeatureFlags}`, {
    headers: { [AJAX_MARKER_HEADER_NAME]: AJAX_MARKER_VALUE },
  });
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("2");
  expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe("service_unavailable");
});
