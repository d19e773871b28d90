import { abortPendingRequestsOnUnload } from "../api/pending-requests";
import { reloadOnBackForwardRestore } from "./back-forward-reload";
import { isChunkLoadError } from "./chunk-load-error";
import { createChunkReloadBudget } from "./chunk-reload-budget";
import { createErrorRedirectFlag } from "./error-redirect-flag";
import { governPageLoader, type GatsbyPageLoader } from "./gatsby-page-loader";
import { preload } from "./preload-queue";

export interface RuntimeRules {
  /** gatsby-browser onInitialClientRender: Gatsby's loader has loaded the first page and is now governed. */
  onInitialClientRender(): void;
  /** gatsby-browser onRouteUpdate; `prevPathname` is undefined for the first page. */
  onRouteUpdate(pathname: string, prevPathname: string | undefined): void;
}

type RuntimeWindow = Window & { ___loader?: GatsbyPageLoader };

/**
 * Spec §4/§8/§9 runtime rules (docs/client-runtime-rules.md). Call at module evaluation of gatsby-browser: its listeners then come
 * before the one Gatsby's navigation module adds, which reloads on "Loading chunk N failed" without counting.
 */
export function installRuntimeRules(win: RuntimeWindow): RuntimeRules {
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    // refused by privacy settings: no counter, so no forced reloads
  }
  const budget = createChunkReloadBudget(storage);
  const errorFlag = createErrorRedirectFlag(storage);
  const reloadForChunkError = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return false;
    if (budget.claimReload()) win.location.reload();
    return true;
  };

  reloadOnBackForwardRestore(win);
  abortPendingRequestsOnUnload(win);
  win.addEventListener("unhandledrejection", (event) => {
    if (reloadForChunkError(event.reason)) event.stopImmediatePropagation();
  });
  win.addEventListener("error", (event) => void reloadForChunkError(event.error));

  return {
    onInitialClientRender() {
      if (!win.___loader) return;
      governPageLoader(win.___loader, {
        claimReload: () => budget.claimReload(),
        showingErrorScreen: (rawPath) => errorFlag.set(rawPath.split("?")[0] ?? rawPath),
        preload,
      });
    },
    onRouteUpdate(pathname, prevPathname) {
      errorFlag.routeChanged(pathname);
      if (prevPathname !== undefined && errorFlag.get() === null) budget.navigationSucceeded();
    },
  };
}
