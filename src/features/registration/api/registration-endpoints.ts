import { apiPath, apiPaths, type ApiPathPattern } from "@core/api-paths";
import type { SignupRecommendedEventsResponse } from "@core/api/event-recommendations";
import type { RegistrationStepKey } from "@core/registration/registration-flow";
import type { EndpointOptions } from "@/lib/api/endpoints/endpoint-options";
import type { ApiRequester } from "@/lib/api/requester";
import { assertRequiredParameter } from "@/lib/api/required-parameter";
import type {
  AffiliationRequest,
  AffiliationResponse,
  BasicInformation,
  BasicInformationRequest,
  ChosenCooperatingSites,
  ChosenCooperatingSitesResponse,
  CompleteStepResponse,
  CompletionResult,
  CooperatingSitesResponse,
  EntryOnUserRegistrationsResponse,
  MailMagazineOption,
  MailMagazineOptionResponse,
  NewGradReferralOptionResponse,
  PreferredBusinessCategories,
  PreferredBusinessCategoriesResponse,
  PreferredCompanyChoiceFactorTypes,
  PreferredCompanyChoiceFactorTypesResponse,
  PreferredJobTypes,
  PreferredJobTypesResponse,
  PreferredWorkPrefectures,
  PreferredWorkPrefecturesResponse,
  RecentlyViewedEventsResponse,
  RegistrationEventsResponse,
  ScoutOptionRequest,
  ScoutOptionResponse,
  StudentConfirmationResponse,
  StudentConfirmedResponse,
  StudentEndeavor,
  StudentEndeavorDraft,
  StudentEndeavorRequest,
  StudentVerificationResponse,
  ThanksPageUrlResponse,
  UserActivities,
  UserActivitiesResponse,
  UserRegistrationResponse,
  UserRegistrationVersionResponse,
} from "./registration-types";

/** GET /api/v1/user_registration_versions/{user_registration_version_key} */
export function getRegistrationVersion(
  client: ApiRequester,
  key: string,
  { signal }: EndpointOptions = {},
): Promise<UserRegistrationVersionResponse> {
  assertRequiredParameter(key, "userRegistrationVersionKey", "getRegistrationVersion");
  return client.request({
    path: apiPath(apiPaths.userRegistrationVersion, { user_registration_version_key: key }),
    signal,
  });
}

/** GET /api/v1/user_registrations (404 when the student has none) */
export function getUserRegistration(
  client: ApiRequester,
  { signal }: EndpointOptions = {},
): Promise<UserRegistrationResponse> {
  return client.request({ path: apiPaths.userRegistrations, signal });
}

/** POST …/user_registration_complete_steps */
export function completeStep(client: ApiRequester, step: RegistrationStepKey): Promise<CompleteStepResponse> {
  assertRequiredParameter(step, "userRegistrationStepKey", "completeStep");
  return client.request({
    method: "POST",
    path: apiPaths.userRegistrationCompleteSteps,
    body: { user_registration_step_key: step },
  });
}

/** DELETE …/user_registration_complete_steps/{user_registration_step_key} */
export async function uncompleteStep(client: ApiRequester, step: RegistrationStepKey): Promise<void> {
  assertRequiredParameter(step, "userRegistrationStepKey", "uncompleteStep");
  await client.request({
    method: "DELETE",
    path: apiPath(apiPaths.userRegistrationCompleteStep, { user_registration_step_key: step }),
  });
}

/** POST …/complete: completes the registration; a repeated call answers the first result. */
export function completeRegistration(client: ApiRequester): Promise<CompletionResult> {
  return client.request({ method: "POST", path: apiPaths.userRegistrationComplete, body: {} });
}

/** GET …/thanks_page_url */
export function getThanksPageUrl(client: ApiRequester): Promise<ThanksPageUrlResponse> {
  return client.request({ path: apiPaths.userRegistrationThanksPageUrl });
}

/** The GET/PUT pairs of …/user_registration_{name}: what each answers (both methods answer the same schema). */
export interface RegistrationAnswers {
  basic_information: BasicInformation;
  affiliation: AffiliationResponse;
  preferred_business_categories: PreferredBusinessCategoriesResponse;
  preferred_job_types: PreferredJobTypesResponse;
  preferred_work_prefectures: PreferredWorkPrefecturesResponse;
  preferred_company_choice_factor_types: PreferredCompanyChoiceFactorTypesResponse;
  user_activities: UserActivitiesResponse;
  student_endeavors: StudentEndeavor;
  mail_magazine_option: MailMagazineOptionResponse;
  scout_option: ScoutOptionResponse;
  cooperating_sites: ChosenCooperatingSitesResponse;
}
/** …and the body each PUT takes. */
export interface RegistrationAnswerRequests {
  basic_information: BasicInformationRequest;
  affiliation: AffiliationRequest;
  preferred_business_categories: PreferredBusinessCategories;
  preferred_job_types: PreferredJobTypes;
  preferred_work_prefectures: PreferredWorkPrefectures;
  preferred_company_choice_factor_types: PreferredCompanyChoiceFactorTypes;
  user_activities: UserActivities;
  student_endeavors: StudentEndeavorRequest;
  mail_magazine_option: MailMagazineOption;
  scout_option: ScoutOptionRequest;
  cooperating_sites: ChosenCooperatingSites;
}
export type AnswerName = keyof RegistrationAnswers;

/** …/user_registration_{name} of each answer. */
const answerPaths = {
  basic_information: apiPaths.userRegistrationBasicInformation,
  affiliation: apiPaths.userRegistrationAffiliation,
  preferred_business_categories: apiPaths.userRegistrationPreferredBusinessCategories,
  preferred_job_types: apiPaths.userRegistrationPreferredJobTypes,
  preferred_work_prefectures: apiPaths.userRegistrationPreferredWorkPrefectures,
  preferred_company_choice_factor_types: apiPaths.userRegistrationPreferredCompanyChoiceFactorTypes,
  user_activities: apiPaths.userRegistrationUserActivities,
  student_endeavors: apiPaths.userRegistrationStudentEndeavors,
  mail_magazine_option: apiPaths.userRegistrationMailMagazineOption,
  scout_option: apiPaths.userRegistrationScoutOption,
  cooperating_sites: apiPaths.userRegistrationCooperatingSites,
} as const satisfies Record<AnswerName, ApiPathPattern>;

export function getAnswer<N extends AnswerName>(
  client: ApiRequester,
  name: N,
  { signal }: EndpointOptions = {},
): Promise<RegistrationAnswers[N]> {
  return client.request({ path: answerPaths[name], signal });
}

export function putAnswer<N extends AnswerName>(
  client: ApiRequester,
  name: N,
  body: RegistrationAnswerRequests[N],
): Promise<RegistrationAnswers[N]> {
  return client.request({ method: "PUT", path: answerPaths[name], body });
}

/** POST …/user_registration_student_endeavor_generators: a draft from the student's activities (nothing stored). */
export function generateStudentEndeavor(client: ApiRequester): Promise<StudentEndeavorDraft> {
  return client.request({ method: "POST", path: apiPaths.userRegistrationStudentEndeavorGenerators });
}

/** DELETE …/user_registration_student_endeavors */
export async function deleteStudentEndeavor(client: ApiRequester): Promise<void> {
  await client.request({ method: "DELETE", path: apiPaths.userRegistrationStudentEndeavors });
}

/** GET …/new_grad_referral_option; PUT with new_grad_referral_option_enabled. */
export function getNewGradReferralOption(client: ApiRequester): Promise<NewGradReferralOptionResponse> {
  return client.request({ path: apiPaths.userRegistrationNewGradReferralOption });
}
export function putNewGradReferralOption(
  client: ApiRequester,
  enabled: boolean,
): Promise<NewGradReferralOptionResponse> {
  return client.request({
    method: "PUT",
    path: apiPaths.userRegistrationNewGradReferralOption,
    body: { new_grad_referral_option_enabled: enabled },
  });
}

/** GET …/cooperating_sites: the sites offered to this student. */
export function getOfferedCooperatingSites(client: ApiRequester): Promise<CooperatingSitesResponse> {
  return client.request({ path: apiPaths.userRegistrationOfferedCooperatingSites });
}

/** GET …/all_cooperating_sites?cooperating_site_ids[]=… */
export function getCooperatingSitesByIds(client: ApiRequester, ids: number[]): Promise<CooperatingSitesResponse> {
  assertRequiredParameter(ids, "cooperatingSiteIds", "getCooperatingSitesByIds");
  return client.request({ path: apiPaths.userRegistrationAllCooperatingSites, query: { cooperating_site_ids: ids } });
}

/** GET /api/v1/signup_recommended_events */
export function getSignupRecommendedEvents(client: ApiRequester): Promise<SignupRecommendedEventsResponse> {
  return client.request({ path: apiPaths.signupRecommendedEvents });
}

/** GET …/events?event_ids[]=…: the published ones, with the schedules that still take entries. */
export function getRegistrationEvents(client: ApiRequester, ids: number[]): Promise<RegistrationEventsResponse> {
  assertRequiredParameter(ids, "eventIds", "getRegistrationEvents");
  return client.request({ path: apiPaths.userRegistrationEvents, query: { event_ids: ids } });
}

/** GET/PUT …/entry_on_user_registrations (schedule_ids). */
export function getEntrySchedules(client: ApiRequester): Promise<EntryOnUserRegistrationsResponse> {
  return client.request({ path: apiPaths.userRegistrationEntrySchedules });
}
export function putEntrySchedules(
  client: ApiRequester,
  scheduleIds: number[],
): Promise<EntryOnUserRegistrationsResponse> {
  return client.request({
    method: "PUT",
    path: apiPaths.userRegistrationEntrySchedules,
    body: { schedule_ids: scheduleIds },
  });
}

/** GET/PUT …/recently_viewed_events (PUT: email, event_ids). */
export function getRecentlyViewedEvents(client: ApiRequester): Promise<RecentlyViewedEventsResponse> {
  return client.request({ path: apiPaths.userRegistrationRecentlyViewedEvents });
}
export function putRecentlyViewedEvents(
  client: ApiRequester,
  email: string,
  eventIds: number[],
): Promise<RecentlyViewedEventsResponse> {
  return client.request({
    method: "PUT",
    path: apiPaths.userRegistrationRecentlyViewedEvents,
    body: { email, event_ids: eventIds },
  });
}

/** GET /api/v1/users/student_confirmation */
export function getStudentConfirmation(client: ApiRequester): Promise<StudentConfirmationResponse> {
  return client.request({ path: apiPaths.userStudentConfirmation });
}

/** POST …/student_confirmations: the student confirms the school details of their affiliation. */
export function confirmStudent(client: ApiRequester): Promise<StudentConfirmedResponse> {
  return client.request({ method: "POST", path: apiPaths.userRegistrationStudentConfirmations });
}

/** POST …/student_verifications: mails a 6-digit code to a university (ac.jp) address. */
export function sendStudentVerificationMail(client: ApiRequester, email: string): Promise<StudentVerificationResponse> {
  return client.request({ method: "POST", path: apiPaths.userRegistrationStudentVerifications, body: { email } });
}

/** POST …/student_verifications/confirm: the mailed code; confirms the student. */
export function confirmStudentVerificationCode(client: ApiRequester, code: string): Promise<StudentConfirmedResponse> {
  return client.request({ method: "POST", path: apiPaths.userRegistrationStudentVerificationConfirm, body: { code } });
}

/** POST /api/v1/user_registrations: a signed-in Mirai ID account without a registration starts one (for_miraiid_users). */
export function startUserRegistration(client: ApiRequester, versionKey: string): Promise<UserRegistrationResponse> {
  assertRequiredParameter(versionKey, "userRegistrationVersionKey", "startUserRegistration");
  return client.request({
    method: "POST",
    path: apiPaths.userRegistrations,
    body: { user_registration_version_key: versionKey },
  });
}
