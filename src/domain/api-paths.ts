/**
 * Every API path, written once: the server's routes (listed in server/api-routes.ts) take their `paths` from here,
 * and the browser builds each call's path from here with `apiPath`. Plain TypeScript, no zod,
 * so the browser bundle can import it.
 *
 * Patterns use the route matcher's syntax (server/http/path-pattern.ts): literal segments, `:name`, and a trailing
 * optional `:name?`. Each functions/*.mts repeats its routes' patterns as literals in `config.path` (Netlify reads
 * that object statically, so it cannot refer to this table); tests keep the three in step:
 * server/api-paths.test.ts (this table = the served routes' paths), server/openapi/openapi.test.ts (routes =
 * functions' `config.path`) and src/lib/api/browser-paths.test.ts (no API path literal in browser code).
 */
export const apiPaths = {
  // Feature flags, company groups, health
  featureFlag: "/api/v1/feature_flags/:key?",
  appFeatureFlags: "/app_api/v1/feature_flags",
  companyGroups: "/api/v1/company_groups",
  appCompanyGroups: "/app_api/v1/company_groups",
  healthcheck: "/api/v1/healthcheck",

  // Event listings
  events: "/api/v1/events",
  eventsFreeWordSearch: "/api/v1/events/free_word_search",
  jointJobFairs: "/api/v1/events/joint_job_fairs",
  jointJobFairsFreeWordSearch: "/api/v1/events/joint_job_fairs/free_word_search",
  pickupEvents: "/api/v1/pickup_events",
  pastEvents: "/api/v1/events/past_events",
  appMiraiHostingEvents: "/app_api/v1/mirai_hosting_events",
  appEventsFreeWordSearch: "/app_api/v1/events/free_word_search",

  // Event detail and its resources
  event: "/api/v1/events/:event_id",
  appMiraiHostingEvent: "/app_api/v1/mirai_hosting_events/:event_id",
  eventInternshipBasicInformation: "/api/v1/events/:event_id/internships/basic_information",
  appEventInternshipBasicInformation: "/app_api/v1/events/:event_id/internships/basic_information",
  eventEnteredSchedule: "/api/v1/events/:event_id/entered_schedule",
  appEventEnteredSchedule: "/app_api/v1/events/:event_id/entered_schedule",
  eventSchedules: "/api/v1/events/:event_id/schedules",
  appEventSchedules: "/app_api/v1/events/:event_id/schedules",
  eventLabels: "/api/v1/events/:event_id/labels",
  appEventLabels: "/app_api/v1/events/:event_id/labels",
  eventOfficialCompanies: "/api/v1/events/:event_id/official_companies",
  appEventOfficialCompanies: "/app_api/v1/events/:event_id/official_companies",
  eventOtherPublishedEvents: "/api/v1/events/:event_id/other_published_events",
  appEventOtherPublishedEvents: "/app_api/v1/events/:event_id/other_published_events",
  eventCheckinableCompanies: "/api/v1/events/:event_id/event_checkinable_companies",
  eventPreviewBasicInformation: "/api/v1/events/:event_id/previews/basic_information",
  eventPreviewSchedules: "/api/v1/events/:event_id/previews/schedules",

  // Recommendations and promotions
  recommendedEvents: "/api/v1/recommended_events",
  appRecommendedEvents: "/app_api/v1/recommended_events",
  signupRecommendedEvents: "/api/v1/signup_recommended_events",
  recommendedPromotionContractEvents: "/api/v1/promotion_contract_events/recommended",
  appRecommendedPromotionContractEvents: "/app_api/v1/promotion_contract_events/recommended",
  promotionContractEvents: "/api/v1/promotion_contract_events",
  promotionContractEventsByPublicationType: "/api/v1/promotion_contract_events/:publication_type",
  appPromotionEvents: "/app_api/v1/promotion_events",

  // Companies, reviews
  companies: "/api/v1/companies",
  reviews: "/api/v1/reviews",

  // Authentication and users
  signInMails: "/api/v1/authentications/sign_in_mails",
  signInCodes: "/api/v1/authentications/sign_in_codes",
  signInLinks: "/api/v1/authentications/sign_in_links",
  signOut: "/api/v1/authentications/sign_out",
  verifySession: "/api/v1/authentications/verify",
  currentUserInformation: "/api/v1/authentications/current_user_information",
  authRefresh: "/v1/auth/refresh",
  users: "/api/v1/users",
  userGraduateYear: "/api/v1/users/graduate_year",
  appUserGraduateYear: "/app_api/v1/users/graduate_year",
  userReceiveScoutMessage: "/api/v1/users/receive_scout_message",
  userStudentConfirmation: "/api/v1/users/student_confirmation",

  // Terms, campaigns
  unagreedTerms: "/api/v1/unagreed_terms",
  appUnagreedTerms: "/app_api/v1/unagreed_terms",
  appUnagreedTermsAgreements: "/app_api/v1/unagreed_terms/agreements",
  googleCustomCampaigns: "/api/v1/google_custom_campaigns",

  // Registration
  userRegistrationVersion: "/api/v1/user_registration_versions/:user_registration_version_key?",
  userRegistrations: "/api/v1/user_registrations",
  userRegistrationComplete: "/api/v1/user_registrations/complete",
  userRegistrationCompleteSteps: "/api/v1/user_registrations/user_registration_complete_steps",
  userRegistrationCompleteStep: "/api/v1/user_registrations/user_registration_complete_steps/:user_registration_step_key?",
  userRegistrationThanksPageUrl: "/api/v1/user_registrations/thanks_page_url",
  userRegistrationUserActivities: "/api/v1/user_registrations/user_registration_user_activities",
  userRegistrationAffiliation: "/api/v1/user_registrations/user_registration_affiliation",
  userRegistrationBasicInformation: "/api/v1/user_registrations/user_registration_basic_information",
  userRegistrationCooperatingSites: "/api/v1/user_registrations/user_registration_cooperating_sites",
  userRegistrationMailMagazineOption: "/api/v1/user_registrations/user_registration_mail_magazine_option",
  userRegistrationPreferredBusinessCategories: "/api/v1/user_registrations/user_registration_preferred_business_categories",
  userRegistrationPreferredJobTypes: "/api/v1/user_registrations/user_registration_preferred_job_types",
  userRegistrationPreferredWorkPrefectures: "/api/v1/user_registrations/user_registration_preferred_work_prefectures",
  userRegistrationPreferredCompanyChoiceFactorTypes:
    "/api/v1/user_registrations/user_registration_preferred_company_choice_factor_types",
  userRegistrationScoutOption: "/api/v1/user_registrations/user_registration_scout_option",
  userRegistrationStudentEndeavors: "/api/v1/user_registrations/user_registration_student_endeavors",
  userRegistrationStudentEndeavorGenerators: "/api/v1/user_registrations/user_registration_student_endeavor_generators",
  userRegistrationAllCooperatingSites: "/api/v1/user_registrations/all_cooperating_sites",
  userRegistrationOfferedCooperatingSites: "/api/v1/user_registrations/cooperating_sites",
  userRegistrationEntrySchedules: "/api/v1/user_registrations/entry_on_user_registrations",
  userRegistrationEvents: "/api/v1/user_registrations/events",
  userRegistrationNewGradReferralOption: "/api/v1/user_registrations/new_grad_referral_option",
  userRegistrationRecentlyViewedEvents: "/api/v1/user_registrations/recently_viewed_events",
  userRegistrationStudentVerifications: "/api/v1/user_registrations/student_verifications",
  userRegistrationStudentVerificationConfirm: "/api/v1/user_registrations/student_verifications/confirm",
  userRegistrationStudentConfirmations: "/api/v1/user_registrations/student_confirmations",

  // GraphQL, OpenAPI
  graphql: "/api/graphql",
  openApiDocument: "/api/openapi.json",
} as const;

export type ApiPathName = keyof typeof apiPaths;
export type ApiPathPattern = (typeof apiPaths)[ApiPathName];

/** The segments of a pattern, e.g. "/api/v1/events/:event_id" → "" | "api" | "v1" | "events" | ":event_id". */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;

/** A value of a path parameter; written with `encodeURIComponent(String(value))`. */
export type PathParamValue = string | number;

/** The parameters of a pattern, from its `:names`: `:name` is required, a trailing `:name?` may be left out. */
export type PathParams<P extends string> = { [K in RequiredName<Segments<P>>]: PathParamValue } & {
  [K in OptionalName<Segments<P>>]?: PathParamValue;
};

/** `apiPath`'s arguments after the pattern: none for a pattern without parameters, optional when all are optional. */
export type PathParamsArgs<P extends string> = [RequiredName<Segments<P>> | OptionalName<Segments<P>>] extends [never]
  ? []
  : [RequiredName<Segments<P>>] extends [never]
    ? [params?: PathParams<P>]
    : [params: PathParams<P>];

/**
 * The path of one call: `pattern` (an `apiPaths` entry) with each `:name` replaced by its encoded value.
 * `apiPath(apiPaths.eventSchedules, { event_id: 42 })` → "/api/v1/events/42/schedules". A trailing optional
 * parameter that is left out (undefined or "") drops its segment. A required parameter that is missing at run time
 * (undefined, null or "", which the types forbid) throws, and so does a value "." or "..", which URL parsing would
 * resolve away (encoded or not): either path would name another route.
 */
export function apiPath<P extends ApiPathPattern>(pattern: P, ...args: PathParamsArgs<P>): string {
  const params: Readonly<Record<string, PathParamValue | null | undefined>> = args[0] ?? {};
  return pattern
    .split("/")
    .flatMap((segment) => {
      if (!segment.startsWith(":")) return [segment];
      const optional = segment.endsWith("?");
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === null || value === "") {
        if (optional) return [];
        throw new TypeError(`apiPath: parameter "${name}" of ${pattern} is missing`);
      }
      const text = String(value);
      if (text === "." || text === "..") throw new TypeError(`apiPath: parameter "${name}" of ${pattern} cannot be "${text}"`);
      return [encodeURIComponent(text)];
    })
    .join("/");
}
