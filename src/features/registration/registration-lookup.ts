import type { RegistrationLookup, RegistrationStepKey } from "@core/registration/registration-flow";
import { api } from "@/lib/api/default-client";
import { ResponseError } from "@/lib/api/errors";
import type { ApiRequester } from "@/lib/api/requester";
import { getRegistrationVersion, getUserRegistration } from "./api/registration-endpoints";

/**
 * The signed-in student's registration and its version, as one lookup: `missing` when there is none (404) or
 * nobody is signed in (401), `failed` for any other failure (spec §4: a failed lookup on a step page sends to /).
 */
export async function lookUpRegistration(client: ApiRequester): Promise<RegistrationLookup> {
  try {
    const { user_registration: registration } = await getUserRegistration(client);
    const { user_registration_version: version } = await getRegistrationVersion(
      client,
      registration.user_registration_version_key,
    );
    return { kind: "found", registration, version };
  } catch (error) {
    if (error instanceof ResponseError && (error.status === 404 || error.status === 401)) return { kind: "missing" };
    return { kind: "failed" };
  }
}

let pageLookup: Promise<RegistrationLookup> | null = null;

/** The lookup shared by every component of this page load (and of client-side navigations after it). */
export function loadRegistrationLookup(client: ApiRequester = api): Promise<RegistrationLookup> {
  pageLookup ??= lookUpRegistration(client);
  return pageLookup;
}

/** After a step was completed here: later pages of this page load see it without asking again. */
export function rememberCompletedStep(step: RegistrationStepKey): void {
  if (!pageLookup) return;
  pageLookup = pageLookup.then((lookup) => {
    if (lookup.kind !== "found") return lookup;
    const steps = lookup.registration.user_registration_complete_steps;
    if (steps.some((done) => done.user_registration_step_key === step)) return lookup;
    return {
      ...lookup,
      registration: {
        ...lookup.registration,
        user_registration_complete_steps: [...steps, { user_registration_step_key: step }],
      },
    };
  });
}

/** After the registration was completed (or anything else the cache cannot follow): ask again next time. */
export function forgetRegistrationLookup(): void {
  pageLookup = null;
}
