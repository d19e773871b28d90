import * as React from "react";
import { navigate } from "gatsby";
import {
  pathAfterStep,
  previousStepInVersion,
  stepPagePath,
  type RegistrationStepKey,
} from "@core/registration/registration-flow";
import { api } from "@/lib/api/default-client";
import type { ApiRequester } from "@/lib/api/requester";
import { withCsrfRetry } from "@/features/auth";
import { completeStep } from "../api/registration-endpoints";
import { rememberCompletedStep } from "../registration-lookup";
import { useRegistrationGuard, type FoundRegistration } from "../use-registration-guard";
import { RegistrationCard, RegistrationStatus } from "./registration-card";
import { StepProgress } from "./step-progress";

export interface StepFlow {
  step: RegistrationStepKey;
  lookup: FoundRegistration;
  /** The signed-in student's address (the recently viewed events call sends it). */
  email: string | null;
  client: ApiRequester;
  /** The previous step's page in the version's order (back navigation), null on the first step. */
  backPath: string | null;
  /** Marks this step complete, then opens the next open step (or the confirm page). */
  finish: () => Promise<void>;
  /** Marks another step complete (recommend_sites' automatic completion). */
  completeOther: (step: RegistrationStepKey) => Promise<void>;
}

export interface StepPageProps {
  step: RegistrationStepKey;
  title: string;
  lead?: React.ReactNode;
  children: (flow: StepFlow) => React.ReactNode;
}

/** A step page: the step-page rules first (nothing of the form before), then the progress, heading and the form. */
export function StepPage({ step, title, lead, children }: StepPageProps) {
  const guard = useRegistrationGuard(stepPagePath(step));
  if (guard.status !== "ready") return <RegistrationStatus />;
  const { lookup } = guard;
  const previous = previousStepInVersion(lookup.version, step);
  const markComplete = async (key: RegistrationStepKey) => {
    await withCsrfRetry(() => completeStep(api, key));
    rememberCompletedStep(key);
  };
  const flow: StepFlow = {
    step,
    lookup,
    email: guard.email,
    client: api,
    backPath: previous ? stepPagePath(previous) : null,
    async finish() {
      await markComplete(step);
      await navigate(pathAfterStep(lookup.version, lookup.registration, step));
    },
    completeOther: markComplete,
  };
  return (
    <RegistrationCard title={title} lead={lead} before={<StepProgress version={lookup.version} step={step} />}>
      {children(flow)}
    </RegistrationCard>
  );
}
