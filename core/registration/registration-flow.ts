/**
 * The registration questionnaire's rules (spec §2 Registration, §4): the step-to-page map, which paths are step
 * pages, the resume rule and every redirect rule. Pure (no browser, no zod), shared by every registration page and
 * the site-wide session code, and tested on its own (registration-flow.test.ts).
 */

import {
  isExemptFromRegistrationRedirect as isExemptFromRegistrationRedirectPath,
  REGISTRATION_PATH,
  withoutTrailingSlash,
} from "./registration-redirect-exemptions";

export { REGISTRATION_PATH, isExemptFromRegistrationRedirect } from "./registration-redirect-exemptions";
/** Spec §9: the version new students start on; recommend_sites continues to recommend_events only on it. */
export const CURRENT_REGISTRATION_VERSION_KEY = "version202405002";

export const REGISTRATION_GROUP_KEYS = [
  "basic_information",
  "event",
  "scout",
  "new_grad_referral",
  "useful_information",
] as const;
export type RegistrationGroupKey = (typeof REGISTRATION_GROUP_KEYS)[number];

export const REGISTRATION_STEP_KEYS = [
  "basic_information",
  "affiliation",
  "cooperating_site",
  "preferred_business_category",
  "preferred_job_type",
  "preferred_work_prefecture",
  "preferred_company_choice_factor_type",
  "entry_on_user_registration",
  "new_grad_referral_option",
  "scout_option",
  "activity",
  "student_endeavor",
  "mail_magazine_unsubscribe",
  "student_confirmation",
] as const;
export type RegistrationStepKey = (typeof REGISTRATION_STEP_KEYS)[number];

/** Spec §2 step-to-page map (plus the step key student_confirmation, whose page has its name). */
export const STEP_PAGES = {
  basic_information: "basic_information",
  affiliation: "affiliation",
  preferred_business_category: "select_business",
  preferred_job_type: "select_job",
  preferred_work_prefecture: "select_work_location",
  preferred_company_choice_factor_type: "core_of_job_hunting",
  entry_on_user_registration: "recommend_events",
  new_grad_referral_option: "new_grad_referral_option",
  scout_option: "scout_option",
  activity: "activity",
  student_endeavor: "student_endeavor",
  mail_magazine_unsubscribe: "mail_magazine_unsubscribe",
  cooperating_site: "recommend_sites",
  student_confirmation: "student_confirmation",
} as const satisfies Record<RegistrationStepKey, string>;
export type StepPage = (typeof STEP_PAGES)[RegistrationStepKey];

/** Pages that open only for a signed-in student whose registration is completed and who is not yet confirmed. */
export const STUDENT_CHECK_PAGES = ["student_confirmation", "student_verification"] as const;
export type StudentCheckPage = (typeof STUDENT_CHECK_PAGES)[number];

/** Every page under /user_registrations/ that is not a step page (the entry page /user_registrations is not either). */
export const NON_STEP_PAGES = ["confirm", "result", "for_miraiid_users"] as const;

export type RegistrationPage = StepPage | StudentCheckPage | (typeof NON_STEP_PAGES)[number];

export interface RegistrationVersion {
  key: string;
  groups: readonly { key: string; steps: readonly { key: string }[] }[];
}

export interface RegistrationState {
  user_registration_version_key: string;
  status: "incomplete" | "completed";
  user_registration_complete_steps: readonly { user_registration_step_key: string }[];
}

export function registrationPagePath(page: RegistrationPage): string {
  return `${REGISTRATION_PATH}/${page}`;
}

export function stepPagePath(step: RegistrationStepKey): string {
  return registrationPagePath(STEP_PAGES[step]);
}

/** The page name of a /user_registrations/{page} path, or null for any other path. */
export function registrationPageOf(pathname: string): string | null {
  const match = /^\/user_registrations\/([a-z_]+)$/.exec(withoutTrailingSlash(pathname));
  return match ? match[1]! : null;
}

const stepPageNames: ReadonlySet<string> = new Set([...Object.values(STEP_PAGES), ...STUDENT_CHECK_PAGES]);

/** Step pages: the pages of the step-to-page map plus student_confirmation (and student_verification, which follows its rule). */
export function isStepPage(pathname: string): boolean {
  const page = registrationPageOf(pathname);
  return page !== null && stepPageNames.has(page);
}

export function isStudentCheckPage(pathname: string): boolean {
  const page = registrationPageOf(pathname);
  return page !== null && (STUDENT_CHECK_PAGES as readonly string[]).includes(page);
}

/** The step a step page belongs to (student_verification and non-step pages have none). */
export function stepOfPage(pathname: string): RegistrationStepKey | null {
  const page = registrationPageOf(pathname);
  if (page === null) return null;
  const entry = Object.entries(STEP_PAGES).find(([, stepPage]) => stepPage === page);
  return entry ? (entry[0] as RegistrationStepKey) : null;
}

function isStepKey(value: string): value is RegistrationStepKey {
  return (REGISTRATION_STEP_KEYS as readonly string[]).includes(value);
}

/** The version's steps, group by group in order, each group's steps in order (unknown keys left out). */
export function orderedSteps(version: RegistrationVersion): RegistrationStepKey[] {
  return version.groups.flatMap((group) => group.steps.map((step) => step.key)).filter(isStepKey);
}

export function completedStepKeys(registration: RegistrationState): Set<string> {
  return new Set(registration.user_registration_complete_steps.map((step) => step.user_registration_step_key));
}

/**
 * Spec §4 Resume: walk the version's groups in order and their steps in order; the first step not yet completed
 * decides the page; when all are done, basic_information.
 */
export function resumeStep(version: RegistrationVersion, registration: RegistrationState): RegistrationStepKey {
  const done = completedStepKeys(registration);
  return orderedSteps(version).find((step) => !done.has(step)) ?? "basic_information";
}

export function resumePath(version: RegistrationVersion, registration: RegistrationState): string {
  return stepPagePath(resumeStep(version, registration));
}

/** The step after `step` in the version's order, or null after the last one. */
export function nextStepInVersion(version: RegistrationVersion, step: RegistrationStepKey): RegistrationStepKey | null {
  const steps = orderedSteps(version);
  const index = steps.indexOf(step);
  return index === -1 ? null : (steps[index + 1] ?? null);
}

export function previousStepInVersion(
  version: RegistrationVersion,
  step: RegistrationStepKey,
): RegistrationStepKey | null {
  const steps = orderedSteps(version);
  const index = steps.indexOf(step);
  return index <= 0 ? null : (steps[index - 1] ?? null);
}

/**
 * Where a student goes after finishing `step`: the first step still open after it in the version's order, else the
 * first still open before it (one skipped earlier), else the confirm page when every step is done.
 */
export function pathAfterStep(
  version: RegistrationVersion,
  registration: RegistrationState,
  step: RegistrationStepKey,
): string {
  const done = completedStepKeys(registration);
  done.add(step);
  const steps = orderedSteps(version);
  const index = steps.indexOf(step);
  const open = (candidate: RegistrationStepKey) => !done.has(candidate);
  const next = steps.slice(index + 1).find(open) ?? steps.slice(0, Math.max(index, 0)).find(open);
  return next ? stepPagePath(next) : registrationPagePath("confirm");
}

/** Position for the progress indicator: 1-based step number and total of the version. */
export function stepProgress(
  version: RegistrationVersion,
  step: RegistrationStepKey,
): { current: number; total: number } | null {
  const steps = orderedSteps(version);
  const index = steps.indexOf(step);
  return index === -1 ? null : { current: index + 1, total: steps.length };
}

/** What the registration lookup gave: the registration, none (404 or anonymous), or a failure. */
export type RegistrationLookup =
  | { kind: "found"; registration: RegistrationState; version: RegistrationVersion }
  | { kind: "missing" }
  | { kind: "failed" };

export interface StepPageContext {
  signedIn: boolean;
  lookup: RegistrationLookup;
  /** GET /api/v1/users/student_confirmation; null when it could not be read (or was not asked). */
  isStudentConfirmed: boolean | null;
}

/**
 * Spec §4: where a step page sends the student before rendering its form, or null to stay.
 * - student_confirmation and student_verification open only when signed in, registration completed and the
 *   student not yet confirmed; otherwise /.
 * - any other step page: missing, completed or failed lookup → /; a step the student's version does not have →
 *   the resume page.
 */
export function stepPageRedirect(pathname: string, context: StepPageContext): string | null {
  if (!isStepPage(pathname)) return null;
  const { lookup } = context;
  if (isStudentCheckPage(pathname)) {
    const open =
      context.signedIn &&
      lookup.kind === "found" &&
      lookup.registration.status === "completed" &&
      context.isStudentConfirmed === false;
    return open ? null : "/";
  }
  if (!context.signedIn || lookup.kind !== "found" || lookup.registration.status === "completed") return "/";
  const step = stepOfPage(pathname);
  if (step === null || !orderedSteps(lookup.version).includes(step))
    return resumePath(lookup.version, lookup.registration);
  return null;
}

/**
 * Spec §2 Redirects: a signed-in student with an incomplete registration on any page outside /user_registrations
 * goes to the next unfinished step page, except /infos/*, the error pages, /healthcheck, /login, /logout and
 * /unagreed_terms/*. `isErrorPage` covers the 404 screen served for an unknown path.
 */
export function siteWideRegistrationRedirect(
  pathname: string,
  lookup: RegistrationLookup,
  isErrorPage = false,
): string | null {
  if (isErrorPage || isExemptFromRegistrationRedirectPath(pathname)) return null;
  if (lookup.kind !== "found" || lookup.registration.status !== "incomplete") return null;
  return resumePath(lookup.version, lookup.registration);
}

export type RecommendSitesDecision =
  | { kind: "show" }
  | { kind: "skip"; completeStep: "cooperating_site"; redirectTo: string };

/**
 * Spec §4 recommend_sites: with no cooperating sites for the student the cooperating_site step is completed
 * automatically, then the student goes to recommend_events on version202405002, otherwise to result.
 */
export function recommendSitesDecision(siteCount: number, versionKey: string): RecommendSitesDecision {
  if (siteCount > 0) return { kind: "show" };
  const redirectTo =
    versionKey === CURRENT_REGISTRATION_VERSION_KEY
      ? stepPagePath("entry_on_user_registration")
      : registrationPagePath("result");
  return { kind: "skip", completeStep: "cooperating_site", redirectTo };
}

/**
 * Spec §4 recommend_events: when neither the sign-up recommended events nor the recently viewed events resolve to
 * events, the student goes to scout_option. A failed lookup counts as none (pass 0).
 */
export function recommendEventsRedirect(signupRecommendedCount: number, recentlyViewedCount: number): string | null {
  return signupRecommendedCount + recentlyViewedCount > 0 ? null : stepPagePath("scout_option");
}
