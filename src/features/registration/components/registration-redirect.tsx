import { useEffect } from "react";
import { navigate } from "gatsby";
import { isExemptFromRegistrationRedirect } from "@core/registration/registration-redirect-exemptions";
import { currentUserStore } from "@/features/auth";
import { hasSessionHint } from "@/lib/auth/session-hint";

/**
 * Mounted by every layout (spec §2 Redirects): a signed-in student whose registration is incomplete is sent from any
 * page outside /user_registrations (except /infos/*, error pages, /healthcheck, /login, /logout, /unagreed_terms/*)
 * to the next unfinished step page, history replaced. `pagePath` is the rendered page's own path, so the 404 screen
 * of an unknown URL counts as an error page. Anonymous visitors cost nothing: no hint cookie, no call. The flow's
 * rules and the lookup load only for a signed-in student (out of every page's first-load JS).
 */
export function RegistrationRedirect({ pagePath }: { pagePath: string }) {
  useEffect(() => {
    if (isExemptFromRegistrationRedirect(pagePath) || !hasSessionHint()) return;
    let active = true;
    void (async () => {
      const state = await currentUserStore.ensureLoaded();
      if (!active || state.status !== "signed_in") return;
      const [{ siteWideRegistrationRedirect }, { loadRegistrationLookup }] = await Promise.all([
        import("@core/registration/registration-flow"),
        import("../registration-lookup"),
      ]);
      const target = siteWideRegistrationRedirect(pagePath, await loadRegistrationLookup());
      if (active && target) void navigate(target, { replace: true });
    })();
    return () => {
      active = false;
    };
  }, [pagePath]);
  return null;
}
