import { useEffect } from "react";
import { navigate } from "gatsby";
import { resumePath } from "@core/registration/registration-flow";
import { currentUserStore } from "@/features/auth";
import { hasSessionHint } from "@/lib/auth/session-hint";
import { loadRegistrationLookup } from "../registration-lookup";

/**
 * On the entry page /user_registrations: a student who is already signed in does not sign up again. An incomplete
 * registration continues at its next unfinished step (resume rule), a completed one goes to the top page.
 */
export function ResumeRegistration() {
  useEffect(() => {
    if (!hasSessionHint()) return;
    let active = true;
    void (async () => {
      const user = await currentUserStore.ensureLoaded();
      if (!active || user.status !== "signed_in") return;
      const lookup = await loadRegistrationLookup();
      if (!active || lookup.kind !== "found") return;
      void navigate(
        lookup.registration.status === "completed" ? "/" : resumePath(lookup.version, lookup.registration),
        { replace: true },
      );
    })();
    return () => {
      active = false;
    };
  }, []);
  return null;
}
