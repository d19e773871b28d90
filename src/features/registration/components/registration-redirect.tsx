import { useEffect } from "react";
import { navigate } from "gatsby";
import { isExemptFromRegistrationRedirect, siteWideRegistrationRedirect } from "../../../domain/registration/registration-flow";
import { currentUserStore } from "../../auth";
import { hasSessionHint } from "../../../lib/auth/session-hint";
import { loadRegistrationLookup } from "../registration-lookup";

/**
 * Mounted by every layout (spec §2 Redirects): a signed-in student whose registration is incomplete is sent from any
 * page outside /user_registrations (except /infos/*, error pages, /healthcheck, /login, /logout, /unagreed_terms/*)
 * to the next unfinished step page, history replaced. `pagePath` is the rendered page's own path, so the 404 screen
 * of an unknown URL counts as an error page. Anonymous visitors cost nothing: no hint cookie, no call.
 */
export function RegistrationRedirect({ pagePath }: { pagePath: string }) {
  useEffect(() => {
    if (isExemptFromRegistrationRedirect(pagePath) || !hasSessionHint()) return;
    let active = true;
    void (async () => {
      const state = await currentUserStore.ensureLoaded();
      if (!active || state.status !== "signed_in") return;
      const target = siteWideRegistrationRedirect(pagePath, await loadRegistrationLookup());
      if (active && target) void navigate(target, { replace: true });
    })();
    return () => {
      active = false;
    };
  }, [pagePath]);
  return null;
}
