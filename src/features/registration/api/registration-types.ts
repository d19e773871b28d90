/**
 * Request and response shapes of the registration calls (spec §3, §7 Registration): the types of the zod schemas
 * in src/domain/api (types only: the browser bundle carries no zod).
 */
export type {
  CompleteStepResponse,
  CompletionResult,
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
  PreferredBusinessCategories,
  PreferredCompanyChoiceFactorTypes,
  PreferredJobTypes,
  PreferredWorkPrefectures,
} from "../../../domain/api/user-registration-preferences";
export type { MailCampaignType } from "../../../domain/api/current-user";
export type {
  StudentEndeavorDraftResponse as StudentEndeavorDraft,
  StudentEndeavorResponse as StudentEndeavor,
  UserActivities,
  UserActivity,
} from "../../../domain/api/user-registration-activities";
export type { RegistrationEvent, RegistrationEventSchedule } from "../../../domain/api/user-registration-events";
export type { CooperatingSite } from "../../../domain/api/cooperating-sites";
export type { SchoolType } from "../../../domain/registration/field-rules";
