import type { SignupRecommendedEventsResponse } from "../../../domain/api/event-recommendations";
import type { RegistrationStepKey } from "../../../domain/registration/registration-flow";
import type { EndpointOptions } from "../../../lib/api/endpoints/endpoint-options";
import type { ApiRequester } from "../../../lib/api/requester";
import { assertRequiredParameter } from "../../../lib/api/required-parameter";
import type {
  AffiliationRequest,
  AffiliationResponse,
  BasicInformation,
  BasicInformationRequest,
  CompleteStepResponse,
  CompletionResult,
  CooperatingSite,
  MailMagazineOption,
  PreferredBusinessCategories,
  PreferredCompanyChoiceFactorTypes,
  PreferredJobTypes,
  PreferredWorkPrefectures,
  RegistrationEvent,
  StudentEndeavor,
  StudentEndeavorDraft,
  UserActivities,
  UserRegistrationResponse,
  UserRegistrationVersionResponse,
} from "./registration-types";

const BASE = "/api/v1/user_registrations";

/** GET /api/v1/user_registration_versions/{user_registration_version_key} */
export function getRegistrationVersion(client: ApiRequester, key: string, { signal }: EndpointOptions = {}): Promise<UserRegistrationVersionResponse> {
  assertRequiredParameter(key, "userRegistrationVersionKey", "getRegistrationVersion");
  return client.request({ path: `/api/v1/user_registration_versions/${encodeURIComponent(key)}`, signal });
}

/** GET /api/v1/user_registrations (404 when the student has none) */
export function getUserRegistration(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<UserRegistrationResponse> {
  return client.request({ path: BASE, signal });
}

/** POST …/user_registration_complete_steps */
export function completeStep(client: ApiRequester, step: RegistrationStepKey): Promise<CompleteStepResponse> {
  assertRequiredParameter(step, "userRegistrationStepKey", "completeStep");
  return client.request({ method: "POST", path: `${BASE}/user_registration_complete_steps`, body: { user_registration_step_key: step } });
}

/** DELETE …/user_registration_complete_steps/{user_registration_step_key} */
export async function uncompleteStep(client: ApiRequester, step: RegistrationStepKey): Promise<void> {
  assertRequiredParameter(step, "userRegistrationStepKey", "uncompleteStep");
  await client.request({ method: "DELETE", path: `${BASE}/user_registration_complete_steps/${encodeURIComponent(step)}` });
}

/** POST …/complete: completes the registration; a repeated call answers the first result. */
export function completeRegistration(client: ApiRequester): Promise<CompletionResult> {
  return client.request({ method: "POST", path: `${BASE}/complete`, body: {} });
}

/** GET …/thanks_page_url */
export function getThanksPageUrl(client: ApiRequester): Promise<{ thanks_page_url: string | null }> {
  return client.request({ path: `${BASE}/thanks_page_url` });
}

/** The GET/PUT pairs of …/user_registration_{name}. */
export interface RegistrationAnswers {
  basic_information: BasicInformation;
  affiliation: AffiliationResponse;
  preferred_business_categories: PreferredBusinessCategories;
  preferred_job_types: PreferredJobTypes;
  preferred_work_prefectures: PreferredWorkPrefectures;
  preferred_company_choice_factor_types: PreferredCompanyChoiceFactorTypes;
  user_activities: UserActivities;
  student_endeavors: StudentEndeavor;
  mail_magazine_option: MailMagazineOption;
  scout_option: { scout_approved: boolean };
  cooperating_sites: { cooperating_site_ids: number[] };
}
export interface RegistrationAnswerRequests extends Omit<RegistrationAnswers, "affiliation" | "basic_information" | "scout_option" | "student_endeavors"> {
  basic_information: BasicInformationRequest;
  affiliation: AffiliationRequest;
  scout_option: { receive_scout_message: boolean };
  student_endeavors: { content: string };
}
export type AnswerName = keyof RegistrationAnswers;

export function getAnswer<N extends AnswerName>(client: ApiRequester, name: N, { signal }: EndpointOptions = {}): Promise<RegistrationAnswers[N]> {
  return client.request({ path: `${BASE}/user_registration_${name}`, signal });
}

export function putAnswer<N extends AnswerName>(client: ApiRequester, name: N, body: RegistrationAnswerRequests[N]): Promise<RegistrationAnswers[N]> {
  return client.request({ method: "PUT", path: `${BASE}/user_registration_${name}`, body });
}

/** POST …/user_registration_student_endeavor_generators: a draft from the student's activities (nothing stored). */
export function generateStudentEndeavor(client: ApiRequester): Promise<StudentEndeavorDraft> {
  return client.request({ method: "POST", path: `${BASE}/user_registration_student_endeavor_generators` });
}

/** DELETE …/user_registration_student_endeavors */
export async function deleteStudentEndeavor(client: ApiRequester): Promise<void> {
  await client.request({ method: "DELETE", path: `${BASE}/user_registration_student_endeavors` });
}

/** GET …/new_grad_referral_option; PUT with new_grad_referral_option_enabled. */
export function getNewGradReferralOption(client: ApiRequester): Promise<{ new_grad_referral_option_enabled: boolean }> {
  return client.request({ path: `${BASE}/new_grad_referral_option` });
}
export function putNewGradReferralOption(client: ApiRequester, enabled: boolean): Promise<{ new_grad_referral_option_enabled: boolean }> {
  return client.request({ method: "PUT", path: `${BASE}/new_grad_referral_option`, body: { new_grad_referral_option_enabled: enabled } });
}

/** GET …/cooperating_sites: the sites offered to this student. */
export function getOfferedCooperatingSites(client: ApiRequester): Promise<{ cooperating_sites: CooperatingSite[] }> {
  return client.request({ path: `${BASE}/cooperating_sites` });
}

/** GET …/all_cooperating_sites?cooperating_site_ids[]=… */
export function getCooperatingSitesByIds(client: ApiRequester, ids: number[]): Promise<{ cooperating_sites: CooperatingSite[] }> {
  assertRequiredParameter(ids, "cooperatingSiteIds", "getCooperatingSitesByIds");
  return client.request({ path: `${BASE}/all_cooperating_sites`, query: { cooperating_site_ids: ids } });
}

/** GET /api/v1/signup_recommended_events */
export function getSignupRecommendedEvents(client: ApiRequester): Promise<SignupRecommendedEventsResponse> {
  return client.request({ path: "/api/v1/signup_recommended_events" });
}

/** GET …/events?event_ids[]=…: the published ones, with the schedules that still take entries. */
export function getRegistrationEvents(client: ApiRequester, ids: number[]): Promise<{ events: RegistrationEvent[] }> {
  assertRequiredParameter(ids, "eventIds", "getRegistrationEvents");
  return client.request({ path: `${BASE}/events`, query: { event_ids: ids } });
}

/** GET/PUT …/entry_on_user_registrations (schedule_ids). */
export function getEntrySchedules(client: ApiRequester): Promise<{ schedule_ids: number[] }> {
  return client.request({ path: `${BASE}/entry_on_user_registrations` });
}
export function putEntrySchedules(client: ApiRequester, scheduleIds: number[]): Promise<{ schedule_ids: number[] }> {
  return client.request({ method: "PUT", path: `${BASE}/entry_on_user_registrations`, body: { schedule_ids: scheduleIds } });
}

/** GET/PUT …/recently_viewed_events (PUT: email, event_ids). */
export function getRecentlyViewedEvents(client: ApiRequester): Promise<{ email: string; event_ids: number[] }> {
  return client.request({ path: `${BASE}/recently_viewed_events` });
}
export function putRecentlyViewedEvents(client: ApiRequester, email: string, eventIds: number[]): Promise<{ email: string; event_ids: number[] }> {
  return client.request({ method: "PUT", path: `${BASE}/recently_viewed_events`, body: { email, event_ids: eventIds } });
}

/** GET /api/v1/users/student_confirmation */
export function getStudentConfirmation(client: ApiRequester): Promise<{ is_student_confirmed: boolean }> {
  return client.request({ path: "/api/v1/users/student_confirmation" });
}

/** POST …/student_confirmations: the student confirms the school details of their affiliation. */
export function confirmStudent(client: ApiRequester): Promise<{ is_student_confirmed: boolean }> {
  return client.request({ method: "POST", path: `${BASE}/student_confirmations` });
}

/** POST …/student_verifications: mails a 6-digit code to a university (ac.jp) address. */
export function sendStudentVerificationMail(client: ApiRequester, email: string): Promise<{ email: string; expires_at: string }> {
  return client.request({ method: "POST", path: `${BASE}/student_verifications`, body: { email } });
}

/** POST …/student_verifications/confirm: the mailed code; confirms the student. */
export function confirmStudentVerificationCode(client: ApiRequester, code: string): Promise<{ is_student_confirmed: boolean }> {
  return client.request({ method: "POST", path: `${BASE}/student_verifications/confirm`, body: { code } });
}

/** POST /api/v1/user_registrations: a signed-in Mirai ID account without a registration starts one (for_miraiid_users). */
export function startUserRegistration(client: ApiRequester, versionKey: string): Promise<UserRegistrationResponse> {
  assertRequiredParameter(versionKey, "userRegistrationVersionKey", "startUserRegistration");
  return client.request({ method: "POST", path: BASE, body: { user_registration_version_key: versionKey } });
}
