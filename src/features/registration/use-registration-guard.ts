import { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { stepPageRedirect, type RegistrationLookup } from "@core/registration/registration-flow";
import { api } from "@/lib/api/default-client";
import { currentUserStore } from "@/features/auth";
import { getStudentConfirmation } from "./api/registration-endpoints";
import { loadRegistrationLookup } from "./registration-lookup";

export type FoundRegistration = Extract<RegistrationLookup, { kind: "found" }>;
export type GuardState = { status: "checking" } | { status: "ready"; lookup: FoundRegistration; email: string | null };

async function studentConfirmed(): Promise<boolean | null> {
  try {
    return (await getStudentConfirmation(api)).is_student_confirmed;
  } catch {
    return null;
  }
}

/**
 * Runs the step-page rules of spec §4 (stepPageRedirect) before a step page shows its form: until the answer the
 * page shows only a status line; a redirect replaces the history entry, so back does not return to the step.
 */
export function useRegistrationGuard(pagePath: string, options: { studentCheck?: boolean } = {}): GuardState {
  const [state, setState] = useState<GuardState>({ status: "checking" });
  const studentCheck = options.studentCheck ?? false;
  useEffect(() => {
    let active = true;
    void (async () => {
      const user = await currentUserStore.ensureLoaded();
      const signedIn = user.status === "signed_in";
      const lookup: RegistrationLookup = signedIn ? await loadRegistrationLookup() : { kind: "missing" };
      const isStudentConfirmed = signedIn && studentCheck ? await studentConfirmed() : null;
      if (!active) return;
      const target = stepPageRedirect(pagePath, { signedIn, lookup, isStudentConfirmed });
      if (target !== null || lookup.kind !== "found") {
        void navigate(target ?? "/", { replace: true });
        return;
      }
      setState({ status: "ready", lookup, email: user.status === "signed_in" ? user.user.email : null });
    })();
    return () => {
      active = false;
    };
  }, [pagePath, studentCheck]);
  return state;
}
