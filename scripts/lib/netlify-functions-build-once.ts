/**
 * @netlify/dev bundles a function again (zip-it-and-ship-it + esbuild, ~2 s) on EVERY request, into a throw-away
 * directory: 4.18 did, and 5.1 (with @netlify/functions-dev 2.0) still does. For a local server that serves a
 * finished build that is pure waste, so the functions handler is patched to bundle each function once, on its
 * first request, into the persistent `.netlify/functions-serve` directory, and to invoke that bundle afterwards.
 * NetlifyDev's function registry (it is given a file watcher) also starts bundling EVERY function into that same
 * directory when it scans them at start-up: a request waits for that bundle rather than starting a second one, which
 * would rewrite the folder under invocations already running (seen as 500 "Cannot find module
 * …/___netlify-entry-point.mjs" with the image proxy, whose bundle copies sharp and takes long).
 * Restart `npm start` to pick up function changes. Written against @netlify/functions-dev 2.0.8, the version
 * @netlify/dev 5.1.3 depends on exactly (package.json pins the same, so this patches the copy @netlify/dev uses).
 */
type NetlifyFunctionLike = {
  buildData?: unknown;
  /** set by build(): the bundle being (or last) made, by the registry's scan or by us */
  buildQueue?: Promise<unknown>;
  build(options: { buildDirectory: string; cache: object }): Promise<{ error?: unknown }>;
};
type FunctionsHandlerLike = {
  globalBuildDirectory: string;
  buildCache: object;
  invoke(request: Request, route: unknown, func: NetlifyFunctionLike, buildDirectory?: string): Promise<Response>;
};

let patched = false;

export async function buildNetlifyFunctionsOnce(): Promise<void> {
  if (patched) return;
  patched = true;
  const { FunctionsHandler } = (await import("@netlify/functions-dev")) as unknown as {
    FunctionsHandler: { prototype: FunctionsHandlerLike };
  };
  const originalInvoke = FunctionsHandler.prototype.invoke;
  // invoke(request, route, func, buildDirectory): a changed signature means the patch no longer fits; say so
  // rather than silently bundling on every request again.
  if (typeof originalInvoke !== "function" || originalInvoke.length !== 4) {
    throw new Error("@netlify/functions-dev's FunctionsHandler.invoke changed: revisit scripts/lib/netlify-functions-build-once.ts");
  }
  const builds = new WeakMap<NetlifyFunctionLike, Promise<unknown>>();

  FunctionsHandler.prototype.invoke = async function invokeBuiltOnce(this: FunctionsHandlerLike, request, route, func) {
    let build = builds.get(func);
    if (!build) {
      build = func.buildQueue ?? func.build({ buildDirectory: this.globalBuildDirectory, cache: this.buildCache });
      builds.set(func, build);
    }
    await build;
    // No build directory: NetlifyFunction.invoke then uses the bundle built above instead of building again.
    const withoutRebuild = Object.assign(Object.create(this) as FunctionsHandlerLike, { globalBuildDirectory: undefined });
    return originalInvoke.call(withoutRebuild, request, route, func, undefined);
  };
}
