import http from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { chooseEncoding, compressor } from "./compress-response";
import { DurableCache } from "./durable-cache";
import { serveMediaWithRanges } from "./media-range";
import { localPageSecurityHeaders, netlifyStaticHeaders } from "./netlify-static-headers";
import { isProductionContext } from "../../../server/platform/http/security-headers";
import { loadDeferredPages } from "./deferred-pages";
import { ensureLocalAccessTokenKey } from "./local-access-token-key";
import { serveFunctionsWarm } from "../functions/netlify-dev-warm-functions";
import type { FunctionArtifact } from "../functions/package-functions";
import { prepareFunctions } from "../functions/prepare-functions";
import { WarmInstances } from "../functions/warm-instances";
import { pointServedRootAt, servedRootPath } from "../rebuild/rebuild-snapshots";
import { trailingSlashRedirect } from "./trailing-slash";
import { readDbEnv } from "../../../db/env";
import { openMediaStore } from "../../../server/media/media-store";
import { sampleMediaOnDemand, type SampleMediaOnDemand } from "../sample-media/sample-media-on-demand";

export type LocalServer = { url: string; close(): Promise<void> };

/**
 * Netlify's request chain (functions with config.path, netlify.toml redirects, public/ files) behind a plain
 * node:http server, offline. It adds what Netlify's CDN does and NetlifyDev does not (DESIGN.md, verified facts):
 * the trailing-slash 301 and the publish folder's 404.html for unmatched paths and forced 404 rules (NetlifyDev answers
 * those with a plain "Not found"). Netlify Blobs (the media store) and Image CDN are NetlifyDev's own emulations.
 */
/**
 * Lambda runs one call per instance and starts more instances under load; locally a few per function keep parallel
 * browser tests and `npm run bench:served` from queueing behind one another on a 2-core machine.
 */
const DEFAULT_INSTANCES_PER_FUNCTION = 4;
/**
 * Started before the server says it is serving: every instance the image proxy may run, since a page's first view asks
 * for 40+ pictures at once and each instance's cold start loads sharp. Other functions start on their first call
 * (50–130 ms, `npm run bench:coldstart`), unless `prestartEveryFunction` (the browser tests) starts one of each too:
 * each instance holds ~100 MB, so all of them at once would take ~5 GB of a newcomer's machine.
 */
const PRESTARTED_INSTANCES: Readonly<Record<string, number>> = { "image-proxy": DEFAULT_INSTANCES_PER_FUNCTION };

export async function startLocalServer(options: {
  projectRoot: string;
  port: number;
  host?: string;
  /** most warm instances of one function (default DEFAULT_INSTANCES_PER_FUNCTION) */
  maxInstancesPerFunction?: number;
  /** start one instance of every function before serving (PRESTARTED_INSTANCES) */
  prestartEveryFunction?: boolean;
}): Promise<LocalServer> {
  const host = options.host ?? "127.0.0.1";
  // A local run: mails go to the outbox table, readable at /dev/outbox (server/platform/mail/mail-env.ts).
  process.env.MIRAI_ENV ??= "development";
  ensureLocalAccessTokenKey();
  // Static files come from the served root (netlify.toml [context.dev] publish): public/ until a local rebuild
  // switches it to a snapshot (scripts/lib/rebuild/rebuild-snapshots.ts); resolved on every request.
  const publicDir = servedRootPath(options.projectRoot);
  await pointServedRootAt(options.projectRoot, path.join(options.projectRoot, "public"));
  const notFoundPage = path.join(publicDir, "404.html");
  // Pages the build deferred (DSG): rendered by Gatsby's engines on first request, as on Netlify.
  const deferredPages = loadDeferredPages(options.projectRoot);

  // Set once the port is known: NetlifyDev is given this server's own address.
  const netlifyRef: { ready?: Promise<import("@netlify/dev").NetlifyDev> } = {};
  // Sample images are drawn into the media store on their first request (scripts/lib/sample-media/sample-media-on-demand.ts).
  const sampleMediaRef: { current?: SampleMediaOnDemand } = {};
  const durableCache = new DurableCache();
  const server = http.createServer(async (req, res) => {
    try {
      const location = trailingSlashRedirect(req.url ?? "/");
      if (location) {
        res.writeHead(301, { Location: location, "Cache-Control": "public, max-age=3600" });
        res.end();
        return;
      }
      if (await serveMediaWithRanges(req, res, publicDir)) return;
      const cached = req.method === "GET" ? durableCache.get(req.url ?? "/", req.headers.accept) : undefined;
      if (cached) {
        await writeResponse(
          req,
          res,
          new Response(new Uint8Array(cached.body), { status: cached.status, headers: cached.headers }),
          {},
        );
        return;
      }
      const netlify = await netlifyRef.ready;
      await sampleMediaRef.current?.prepare(req.url ?? "/");
      const match = await netlify?.handleAndIntrospectNodeRequest(req);
      if (match && !(match.type === "redirect" && match.response.status === 404)) {
        const extraHeaders =
          match.type === "static" ? netlifyStaticHeaders(new URL(req.url ?? "/", "http://localhost").pathname) : {};
        const response =
          match.type === "function" && req.method === "GET"
            ? await durableCache.keep(req.url ?? "/", req.headers.accept, match.response)
            : match.response;
        await writeResponse(req, res, response, extraHeaders);
        return;
      }
      if (deferredPages && (req.method === "GET" || req.method === "HEAD")) {
        const rendered = await deferredPages.render(new URL(req.url ?? "/", "http://localhost").pathname);
        if (rendered) {
          const page = new Response(req.method === "HEAD" ? null : rendered.body, {
            headers: { "Content-Type": rendered.contentType },
          });
          await writeResponse(req, res, page, {
            ...localPageSecurityHeaders(publicDir),
            ...netlifyStaticHeaders(new URL(req.url ?? "/", "http://localhost").pathname),
          });
          return;
        }
      }
      const body = await readFile(notFoundPage).catch(() => Buffer.from("Page Not Found"));
      await writeResponse(
        req,
        res,
        new Response(req.method === "HEAD" ? null : body, {
          status: 404,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        }),
        localPageSecurityHeaders(publicDir),
      );
    } catch (error) {
      console.error("local server error", req.method, (req.url ?? "").split("?")[0], error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const instances = new WarmInstances({
    maxInstancesPerFunction: options.maxInstancesPerFunction ?? DEFAULT_INSTANCES_PER_FUNCTION,
  });
  const artifacts = await prepareFunctions(options.projectRoot);
  netlifyRef.ready = startNetlifyDev(options.projectRoot, `http://127.0.0.1:${port}`, artifacts, instances);
  const netlify = await netlifyRef.ready;
  const prestartCount = (name: string) => PRESTARTED_INSTANCES[name] ?? (options.prestartEveryFunction ? 1 : 0);
  await Promise.all(
    artifacts.map((artifact) => instances.prestart(artifact.name, artifact.entryFile, prestartCount(artifact.name))),
  );
  sampleMediaRef.current = await startSampleMedia();
  await deferredPages?.warmUp();
  return {
    url: `http://${host === "127.0.0.1" ? "localhost" : host}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sampleMediaRef.current?.close();
      await instances.close();
      await netlify.stop();
    },
  };
}

/** After NetlifyDev started its blobs server: the store its functions read (openMediaStore finds its context). */
async function startSampleMedia(): Promise<SampleMediaOnDemand | undefined> {
  const { DATABASE_URL } = readDbEnv();
  if (!DATABASE_URL) return undefined;
  const { store } = await openMediaStore();
  return sampleMediaOnDemand({ databaseUrl: DATABASE_URL, store });
}

/** Writes `response` as Netlify's CDN would: `extraHeaders` over its own, compressed when the browser accepts it. */
async function writeResponse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  Object.assign(headers, extraHeaders);
  // netlify.toml's HSTS rule is for production's https origin; this server is neither
  if (!isProductionContext()) delete headers["strict-transport-security"];
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const encoding =
    response.body && req.method !== "HEAD"
      ? chooseEncoding(req.headers["accept-encoding"], {
          contentType: response.headers.get("content-type"),
          contentEncoding: response.headers.get("content-encoding"),
          contentLength: response.headers.get("content-length"),
        })
      : null;
  if (encoding) {
    delete headers["content-length"];
    headers["content-encoding"] = encoding;
    headers.vary = [response.headers.get("vary"), "Accept-Encoding"].filter(Boolean).join(", ");
  }
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  await new Promise<void>((resolve, reject) => {
    (encoding ? body.pipe(compressor(encoding)) : body).pipe(res).on("finish", resolve).on("error", reject);
  });
}

async function startNetlifyDev(
  projectRoot: string,
  serverAddress: string,
  artifacts: readonly FunctionArtifact[],
  instances: WarmInstances,
) {
  // @netlify/dev pulls ES modules with top-level await: load it as ESM from this CommonJS package.
  const { NetlifyDev } = await import("@netlify/dev");
  await serveFunctionsWarm(artifacts, instances);
  const netlify = new NetlifyDev({
    projectRoot,
    // Image CDN (GATSBY_IMAGE_PROVIDER=netlify) fetches its sources from here: this server itself.
    serverAddress,
    edgeFunctions: { enabled: false },
    // the media store: .netlify/blobs-serve, the directory scripts reach with openMediaStore (docs/netlify-dev.md)
    blobs: { enabled: true },
    database: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: true },
    aiGateway: { enabled: false },
    environmentVariables: { enabled: false },
    logger: { log: () => {}, warn: console.warn, error: console.error },
  });
  await netlify.start();
  return netlify;
}
