/**
 * @netlify/dev 4.18 bundles a function again (zip-it-and-ship-it + esbuild, ~2 s) on EVERY request, into a
 * throw-away directory. For a local server that serves a finished build that is pure waste, so the functions
 * handler is patched to bundle each function once, on its first request, into the persistent
 * `.netlify/functions-serve` directory, and to invoke that bundle afterwards. Restart `npm start` to pick up
 * function changes. Written against @netlify/functions-dev 1.3 (pinned through @netlify/dev 4.18.13).
 */
type NetlifyFunctionLike = { buildData?: unknown; build(options: { buildDirectory: string; cache: object }): Promise<{ error?: unknown }> };
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
  const builds = new WeakMap<NetlifyFunctionLike, Promise<unknown>>();

  FunctionsHandler.prototype.invoke = async function invokeBuiltOnce(this: FunctionsHandlerLike, request, route, func) {
    let build = builds.get(func);
    if (!build) {
      build = func.build({ buildDirectory: this.globalBuildDirectory, cache: this.buildCache });
      builds.set(func, build);
    }
    await build;
    // No build directory: NetlifyFunction.invoke then uses the bundle built above instead of building again.
    const withoutRebuild = Object.assign(Object.create(this) as FunctionsHandlerLike, { globalBuildDirectory: undefined });
    return originalInvoke.call(withoutRebuild, request, route, func, undefined);
  };
}
