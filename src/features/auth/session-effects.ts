import { api } from "@/lib/api/default-client";
import type { ApiRequester } from "@/lib/api/requester";
import { getUnagreedTerms, postGoogleCustomCampaign } from "./api/auth-endpoints";
import { withCsrfRetry } from "./api/with-csrf-retry";
import { rememberLandingAttribution, utmFromSearch } from "./attribution";
import type { CurrentUserStore } from "./current-user-store";
import { safeReturnTo } from "./return-to";

export const AGREEMENTS_PATH = "/unagreed_terms/agreements/new";
/** Pages that never send a student to the agreements page: they are part of signing in or out. */
const NO_TERMS_REDIRECT_PREFIXES = [AGREEMENTS_PATH, "/login", "/logout"];

export interface SessionEffectsDependencies {
  client: ApiRequester;
  store: CurrentUserStore;
  hasSessionHint: () => boolean;
  navigate: (to: string) => void;
}

/**
 * What every page does once per page load (spec §7): remember the landing attribution, send the page's utm_* as a
 * Google custom campaign when a session may exist, and, once the current user has loaded (or is known to be
 * anonymous), report the analytics user state (set-user-properties: after signing in too, since signing in ends in a
 * full page load) and send a student with unagreed terms to the agreements page (return_to = this page).
 */
export function createSessionEffects(deps: SessionEffectsDependencies) {
  let started = false;

  async function checkUnagreedTerms(location: { pathname: string; search: string; hash: string }) {
    const state = await deps.store.ensureLoaded();
    if (state.status !== "signed_in") return;
    if (
      NO_TERMS_REDIRECT_PREFIXES.some(
        (prefix) => location.pathname === prefix || location.pathname.startsWith(`${prefix}/`),
      )
    )
      return;
    try {
      const { unagreed_terms } = await getUnagreedTerms(deps.client);
      if (!Array.isArray(unagreed_terms) || unagreed_terms.length === 0) return;
      const returnTo = safeReturnTo(`${location.pathname}${location.search}${location.hash}`);
      deps.navigate(`${AGREEMENTS_PATH}?return_to=${encodeURIComponent(returnTo)}`);
    } catch (error) {
      console.warn("Unagreed terms could not be checked.", error);
    }
  }

  async function sendCampaign(search: string) {
    const utm = utmFromSearch(search);
    if (Object.keys(utm).length === 0 || !deps.hasSessionHint()) return;
    try {
      await withCsrfRetry(() => postGoogleCustomCampaign(deps.client, utm));
    } catch (error) {
      console.warn("The campaign parameters could not be recorded.", error);
    }
  }

  async function reportUserState() {
    const state = await deps.store.ensureLoaded();
    // Loaded after the page: the analytics module stays out of every page's first-load JS (the layout's chunk).
    const { reportAnalyticsUserState } = await import("@/lib/analytics/report-user-state");
    reportAnalyticsUserState(state.user);
  }

  return {
    /** Runs the effects for the page the browser loaded; later calls (client-side navigations) do nothing. */
    run(location: { pathname: string; search: string; hash: string }): Promise<void> {
      if (started) return Promise.resolve();
      started = true;
      rememberLandingAttribution(location.search);
      return Promise.all([reportUserState(), sendCampaign(location.search), checkUnagreedTerms(location)]).then(
        () => undefined,
      );
    },
  };
}

let pageSessionEffects: ReturnType<typeof createSessionEffects> | null = null;

/** The page load's session effects with the browser's client and store. */
export function runPageSessionEffects(
  store: CurrentUserStore,
  hasSessionHint: () => boolean,
  navigate: (to: string) => void,
): Promise<void> {
  pageSessionEffects ??= createSessionEffects({ client: api, store, hasSessionHint, navigate });
  return pageSessionEffects.run(window.location);
}
