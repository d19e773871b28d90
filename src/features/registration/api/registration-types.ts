/**
 * Request and response shapes of the registration calls (spec §3, §7 Registration): the types of the zod schemas
 * in src/domain/api (types only: the browser bundle carries no zod).
 */
export type {
  CompleteStepResponse,
  CompletionResult,
  ThanksPageUrlResponse,
  UserRegistration,
  UserRegistrationResponse,
  UserRegistrationVersionResponse,
} from "../../../domain/api/user-registration";
export type {
  AffiliationRequest,
  AffiliationResponse,
  BasicInformationRequest,
  BasicInformationResponse as BasicInformation,
} from "../../../domain/api/user-registration-profile";
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
} from "../../../domain/api/user-registration-preferences";
export type { MailCampaignType } from "../../../domain/api/current-user";
export type {
  StudentEndeavorDraftResponse as StudentEndeavorDraft,
  StudentEndeavorRequest,
  StudentEndeavorResponse as StudentEndeavor,
  UserActivities,
  UserActivitiesResponse,
  UserActivity,
} from "../../../domain/api/user-registration-activities";
export type {
  EntryOnUserRegistrationsResponse,
  RecentlyViewedEventsResponse,
  RegistrationEvent,
  RegistrationEventSchedule,
  RegistrationEventsResponse,
} from "../../../domain/api/user-registration-events";
export type {
  ChosenCooperatingSites,
  ChosenCooperatingSitesResponse,
  CooperatingSite,
  CooperatingSitesResponse,
} from "../../../domain/api/cooperating-sites";
export type { StudentConfirmedResponse, StudentVerificationResponse } from "../../../domain/api/student-verification";
export type { StudentConfirmationResponse } from "../../../domain/api/user-settings";
export type { SchoolType } from "../../../domain/registration/field-rules";
