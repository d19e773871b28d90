/**
 * Makes @netlify/dev's functions handler run our packaged functions (package-functions.ts) in warm instances
 * (warm-instances.ts) instead of what it does by itself: bundle every function with zip-it-and-ship-it at start-up
 * and again on every request, then import that bundle in a fresh worker per call (~2 s of CPU a call for ours).
 * NetlifyDev keeps everything else: matching `config.path` routes, `preferStatic`, redirects to functions, the
 * request headers Netlify adds, scheduled and background invocations. Written against @netlify/functions-dev 2.0.8
 * (the version @netlify/dev 5.1.3 depends on exactly); the checks below fail loudly if its shape changes.
 */
import { tmpdir } from "node:os";
import type { FunctionArtifact } from "./package-functions";
import { requestRecord, type WarmInstances } from "./warm-instances";

type BlobsContext = { primaryRegion?: string; edgeURL?: string; token?: string };
/** The parts of functions-dev's NetlifyFunction this relies on. */
type NetlifyFunctionLike = {
  name: string;
  schedule?: string;
  blobsContext?: BlobsContext;
  isBackground: boolean;
  timeoutBackground: number;
  timeoutSynchronous: number;
  handleError(error: unknown, acceptsHTML: boolean): Promise<Response>;
  invoke(options: { clientContext?: object; request: Request; route?: string }): Promise<Response>;
};
type FunctionsHandlerLike = {
  registry: object;
  invoke(
    request: Request,
    route: string | undefined,
    func: NetlifyFunctionLike,
    buildDirectory?: string,
  ): Promise<Response>;
};
type FunctionsHandlerClass = {
  new (options: object): FunctionsHandlerLike;
  prototype: FunctionsHandlerLike;
};

/** @netlify/dev-utils' `headers.BlobsInfo`: how Netlify hands a function its Blobs context. */
const BLOBS_INFO_HEADER = "x-nf-blobs-info";
const served: { artifacts: Map<string, FunctionArtifact>; instances?: WarmInstances } = { artifacts: new Map() };
let patched = false;

/** From now on NetlifyDev's functions are these artifacts, run in these instances. Call before NetlifyDev starts. */
export async function serveFunctionsWarm(
  artifacts: readonly FunctionArtifact[],
  instances: WarmInstances,
): Promise<void> {
  served.artifacts = new Map(artifacts.map((artifact) => [artifact.name, artifact]));
  served.instances = instances;
  if (patched) return;
  const { FunctionsHandler } = (await import("@netlify/functions-dev")) as unknown as {
    FunctionsHandler: FunctionsHandlerClass;
  };
  patchRegistryBuilds(FunctionsHandler);
  patchInvoke(FunctionsHandler);
  patched = true;
}

/** The registry bundles every function it finds (and again on file changes): the packaged artifacts replace that. */
function patchRegistryBuilds(FunctionsHandler: FunctionsHandlerClass): void {
  // The registry's class is not exported: a handler with no functions directory scans nothing and shows it.
  const probe = new FunctionsHandler({
    config: { get: () => ({}) },
    destPath: tmpdir(),
    projectRoot: tmpdir(),
    settings: {},
  });
  const registryPrototype = Object.getPrototypeOf(probe.registry) as { buildFunctionAndWatchFiles?: unknown };
  if (typeof registryPrototype.buildFunctionAndWatchFiles !== "function") {
    throw new Error(
      "@netlify/functions-dev's FunctionsRegistry changed: revisit scripts/lib/functions/netlify-dev-warm-functions.ts",
    );
  }
  registryPrototype.buildFunctionAndWatchFiles = async () => {};
}

function patchInvoke(FunctionsHandler: FunctionsHandlerClass): void {
  const originalInvoke = FunctionsHandler.prototype.invoke;
  if (typeof originalInvoke !== "function" || originalInvoke.length !== 4) {
    throw new Error(
      "@netlify/functions-dev's FunctionsHandler.invoke changed: revisit scripts/lib/functions/netlify-dev-warm-functions.ts",
    );
  }
  const patchedFunctionPrototypes = new WeakSet<object>();
  FunctionsHandler.prototype.invoke = function invokeWarm(this: FunctionsHandlerLike, request, route, func) {
    const prototype = Object.getPrototypeOf(func) as NetlifyFunctionLike;
    if (!patchedFunctionPrototypes.has(prototype)) {
      prototype.invoke = invokeInWarmInstance;
      patchedFunctionPrototypes.add(prototype);
    }
    // An in-source `config.schedule` is known to the registry only after its own build, which no longer runs.
    func.schedule ??= served.artifacts.get(func.name)?.schedule;
    return originalInvoke.call(this, request, route, func, undefined);
  };
}

/** Replaces NetlifyFunction.invoke: what it did after building, with a warm instance in place of a fresh worker. */
async function invokeInWarmInstance(
  this: NetlifyFunctionLike,
  { clientContext = {}, request, route }: { clientContext?: object; request: Request; route?: string },
) {
  const acceptsHTML = Boolean(request.headers.get("accept")?.includes("text/html"));
  const artifact = served.artifacts.get(this.name);
  if (!artifact || !served.instances)
    return this.handleError(new Error(`function ${this.name} was not packaged`), acceptsHTML);
  if (this.blobsContext) {
    const { primaryRegion, edgeURL, token } = this.blobsContext;
    const payload = JSON.stringify({ primary_region: primaryRegion, url: edgeURL, url_uncached: edgeURL, token });
    request.headers.set(BLOBS_INFO_HEADER, Buffer.from(payload).toString("base64"));
  }
  const timeoutSeconds = this.isBackground ? this.timeoutBackground : this.timeoutSynchronous;
  try {
    return await served.instances.invoke(this.name, artifact.entryFile, {
      request: await requestRecord(request, route),
      clientContext: JSON.stringify(clientContext),
      environment: {},
      timeoutMs: timeoutSeconds * 1000,
    });
  } catch (error) {
    return this.handleError(error, acceptsHTML);
  }
}
