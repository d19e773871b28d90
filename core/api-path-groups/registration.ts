// Registration
export const userRegistrationVersion = "/api/v1/user_registration_versions/:user_registration_version_key?";
export const userRegistrations = "/api/v1/user_registrations";
export const userRegistrationComplete = "/api/v1/user_registrations/complete";
export const userRegistrationCompleteSteps = "/api/v1/user_registrations/user_registration_complete_steps";
export const userRegistrationCompleteStep =
  "/api/v1/user_registrations/user_registration_complete_steps/:user_registration_step_key?";
export const userRegistrationThanksPageUrl = "/api/v1/user_registrations/thanks_page_url";
export const userRegistrationUserActivities = "/api/v1/user_registrations/user_registration_user_activities";
export const userRegistrationAffiliation = "/api/v1/user_registrations/user_registration_affiliation";
export const userRegistrationBasicInformation = "/api/v1/user_registrations/user_registration_basic_information";
export const userRegistrationCooperatingSites = "/api/v1/user_registrations/user_registration_cooperating_sites";
export const userRegistrationMailMagazineOption = "/api/v1/user_registrations/user_registration_mail_magazine_option";
export const userRegistrationPreferredBusinessCategories =
  "/api/v1/user_registrations/user_registration_preferred_business_categories";
export const userRegistrationPreferredJobTypes = "/api/v1/user_registrations/user_registration_preferred_job_types";
export const userRegistrationPreferredWorkPrefectures =
  "/api/v1/user_registrations/user_registration_preferred_work_prefectures";
export const userRegistrationPreferredCompanyChoiceFactorTypes =
  "/api/v1/user_registrations/user_registration_preferred_company_choice_factor_types";
export const userRegistrationScoutOption = "/api/v1/user_registrations/user_registration_scout_option";
export const userRegistrationStudentEndeavors = "/api/v1/user_registrations/user_registration_student_endeavors";
export const userRegistrationStudentEndeavorGenerators =
  "/api/v1/user_registrations/user_registration_student_endeavor_generators";
export const userRegistrationAllCooperatingSites = "/api/v1/user_registrations/all_cooperating_sites";
export const userRegistrationOfferedCooperatingSites = "/api/v1/user_registrations/cooperating_sites";
export const userRegistrationEntrySchedules = "/api/v1/user_registrations/entry_on_user_registrations";
export const userRegistrationEvents = "/api/v1/user_registrations/events";
export const userRegistrationNewGradReferralOption = "/api/v1/user_registrations/new_grad_referral_option";
export const userRegistrationRecentlyViewedEvents = "/api/v1/user_registrations/recently_viewed_events";
export const userRegistrationStudentVerifications = "/api/v1/user_registrations/student_verifications";
export const userRegistrationStudentVerificationConfirm = "/api/v1/user_registrations/student_verifications/confirm";
export const userRegistrationStudentConfirmations = "/api/v1/user_registrations/student_confirmations";
