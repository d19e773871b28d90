/**
 * Request and response shapes of the registration calls (spec §3, §7 Registration): the types of the zod schemas
 * in core/api (types only: the browser bundle carries no zod).
 */
export type {
  CompleteStepResponse,
  CompletionResult,
  ThanksPageUrlResponse,
  UserRegistration,
  UserRegistrationResponse,
  UserRegistrationVersionResponse,
} from "@core/api/user-registration";
export type {
  AffiliationRequest,
  AffiliationResponse,
  BasicInformationRequest,
  BasicInformationResponse as BasicInformation,
} from "@core/api/user-registration-profile";
export type {
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
  ScoutOptionRequest,
  ScoutOptionResponse,
} from "@core/api/user-registration-preferences";
export type { MailCampaignType } from "@core/api/current-user";
export type {
  StudentEndeavorDraftResponse as StudentEndeavorDraft,
  StudentEndeavorRequest,
  StudentEndeavorResponse as StudentEndeavor,
  UserActivities,
  UserActivitiesResponse,
  UserActivity,
} from "@core/api/user-registration-activities";
export type {
  EntryOnUserRegistrationsResponse,
  RecentlyViewedEventsResponse,
  RegistrationEvent,
  RegistrationEventSchedule,
  RegistrationEventsResponse,
} from "@core/api/user-registration-events";
export type {
  ChosenCooperatingSites,
  ChosenCooperatingSitesResponse,
  CooperatingSite,
  CooperatingSitesResponse,
} from "@core/api/cooperating-sites";
export type { StudentConfirmedResponse, StudentVerificationResponse } from "@core/api/student-verification";
export type { StudentConfirmationResponse } from "@core/api/user-settings";
export type { SchoolType } from "@core/registration/field-rules";
