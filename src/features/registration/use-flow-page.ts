import { useEffect, useState } from "react";
import { navigate } from "gatsby";
import {
  completedStepKeys,
  orderedSteps,
  resumePath,
  type RegistrationStepKey,
} from "@core/registration/registration-flow";
import { currentUserStore } from "@/features/auth";
import { loadRegistrationLookup } from "./registration-lookup";
import type { FoundRegistration } from "./use-registration-guard";

/** The steps the complete call needs done: every step of the version except student_confirmation. */
export function missingSteps(lookup: FoundRegistration): RegistrationStepKey[] {
  const done = completedStepKeys(lookup.registration);
  return orderedSteps(lookup.version).filter((step) => step !== "student_confirmation" && !done.has(step));
}

export type FlowPageState = { status: "checking" } | { status: "ready"; lookup: FoundRegistration };

/**
 * confirm and result (not step pages): open for a signed-in student with a registration. Missing registration or a
 * failed lookup → /; steps still open → the resume page; `allowCompleted` false (confirm) sends a completed one to result.
 */
export function useFlowPage({ allowCompleted }: { allowCompleted: boolean }): FlowPageState {
  const [state, setState] = useState<FlowPageState>({ status: "checking" });
  useEffect(() => {
    let active = true;
    void (async () => {
      const user = await currentUserStore.ensureLoaded();
      const lookup = user.status === "signed_in" ? await loadRegistrationLookup() : ({ kind: "missing" } as const);
      if (!active) return;
      if (lookup.kind !== "found") return void navigate("/", { replace: true });
      if (lookup.registration.status === "completed") {
        if (!allowCompleted) return void navigate("/user_registrations/result", { replace: true });
      } else if (missingSteps(lookup).length > 0) {
        return void navigate(resumePath(lookup.version, lookup.registration), { replace: true });
      }
      setState({ status: "ready", lookup });
    })();
    return () => {
      active = false;
    };
  }, [allowCompleted]);
  return state;
}
