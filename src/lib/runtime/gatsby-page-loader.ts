import type { Preload } from "./preload-queue";

/** What the rules use of Gatsby's `window.___loader` (publicLoader in gatsby/cache-dir/loader.js). */
export interface GatsbyPageLoader {
  loadPage(rawPath: string): Promise<unknown>;
  loadPageSync(rawPath: string, options?: { withErrorDetails?: boolean }): unknown;
  hovering(rawPath: string): void;
}

/** Gatsby's copy of src/pages/500.tsx; its loader shows it itself for page data answering 500. */
export const ERROR_PAGE_PATH = "/500.html";

const failed = (result: unknown) => !result || (result as { status?: unknown }).status === "error";

export interface PageLoaderRules {
  claimReload(): boolean;
  /** The navigation to `rawPath` shows the error screen instead of its page. */
  showingErrorScreen(rawPath: string): void;
  preload: Preload;
}

/**
 * When page data or a chunk of a page cannot be loaded, Gatsby's navigate (and EnsureResources on back/forward) does a
 * full load of the page's path, uncounted. Here the reload counter decides: within budget the failure goes through and
 * Gatsby reloads; past it the navigation gets the error screen's resources, so Gatsby renders the error screen at
 * the path. When even the error screen cannot load, Gatsby's full load goes ahead as a plain page load.
 * Hover preloads go through the preload queue.
 */
export function governPageLoader(loader: GatsbyPageLoader, rules: PageLoaderRules): void {
  const { loadPage, loadPageSync } = loader;
  const shownAsError = new Set<string>();

  loader.loadPage = async (rawPath) => {
    const result = await loadPage(rawPath);
    if (!failed(result) || rules.claimReload()) return result;
    const errorPage = await loadPage(ERROR_PAGE_PATH);
    if (failed(errorPage)) return result;
    shownAsError.add(rawPath);
    rules.showingErrorScreen(rawPath);
    return errorPage;
  };
  // EnsureResources renders what loadPageSync gives for the new location: the error screen for those paths.
  loader.loadPageSync = (rawPath, options) =>
    loadPageSync(shownAsError.has(rawPath) ? ERROR_PAGE_PATH : rawPath, options);
  loader.hovering = (rawPath) => void rules.preload(() => loadPage(rawPath)).catch(() => {});
}
