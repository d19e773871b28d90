import type { EventListItem } from "../../../domain/api/event-list";
import type { RegistrationState, RegistrationVersion } from "../../../domain/registration/registration-flow";

/**
 * Request and response shapes of the registration calls (spec §3, §7 Registration), as the API branch (i6-api)
 * defines them in src/domain/api/user-registration*.ts. Plain interfaces: the browser bundle carries no zod.
 */
export interface UserRegistration extends RegistrationState {
  user_registration_id: number;
  email: string;
  user_registration_complete_steps: { id: number; user_registration_step_key: string }[];
}
export interface UserRegistrationResponse {
  user_registration: UserRegistration;
}
export interface UserRegistrationVersionResponse {
  user_registration_version: RegistrationVersion;
}
export interface CompleteStepResponse {
  status: string;
  message: string;
}

export interface BasicInformation {
  first_name: string | null;
  last_name: string | null;
  first_name_kana: string | null;
  last_name_kana: string | null;
  date_of_birth: string | null;
  foreign_address: boolean;
  postcode: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  tel: string | null;
}

export type SchoolType = "university" | "graduate_school" | "junior_college" | "technical_college" | "vocational_school" | "high_school";

export interface AffiliationRequest {
  school_type: SchoolType;
  university_id?: number | null;
  department_id?: number | null;
  concentration_id?: number | null;
  high_school_id?: number | null;
  manual_university?: string | null;
  manual_department?: string | null;
  manual_concentration?: string | null;
  manual_high_school?: string | null;
  department_category_id?: number | null;
  course?: string | null;
  graduate_year: number;
  seminar_circle?: string | null;
  grade: string;
}
export interface AffiliationResponse {
  school_type: SchoolType | null;
  university_id: number | null;
  department_id: number | null;
  concentration_id: number | null;
  high_school_id: number | null;
  manual_university: string | null;
  manual_department: string | null;
  manual_concentration: string | null;
  manual_high_school: string | null;
  department_category_id: number | null;
  course: string | null;
  graduate_year: number | null;
  seminar_circle: string | null;
  grade: string | null;
  display_university: string | null;
  display_high_school: string | null;
  department_name?: string | null;
  concentration_name?: string | null;
}

export interface PreferredBusinessCategories {
  preferred_business_categories: { business_category_id: number; priority: number }[];
}
export interface PreferredJobTypes {
  preferred_job_types: { job_type_id: number; priority: number }[];
}
export interface PreferredWorkPrefectures {
  prefecture_ids: number[];
}
export interface PreferredCompanyChoiceFactorTypes {
  company_choice_factor_type_ids: number[];
}
export interface UserActivity {
  large_category: string;
  medium_category: string;
  description: string;
  order: number;
}
export interface UserActivities {
  user_activities: UserActivity[];
}
export interface StudentEndeavor {
  content: string | null;
}
export interface StudentEndeavorDraft {
  content: string;
  generator: "ai" | "local";
}
export type MailCampaignType = "weekly_magazine" | "event_info" | "whats_new_favorite_companies";
export interface MailMagazineOption {
  receive_mail_campaigns: MailCampaignType[];
  needs_information_for_women: boolean;
  needs_information_for_international_students: boolean;
  is_student_athlete: boolean;
}

export interface CooperatingSite {
  id: number;
  name: string;
  partner: string;
  square_logo_url: string | null;
  description: string;
  service_category: string;
  graduate_years: number[];
  external_links: { label: string; url: string }[];
  allowed_checked_by_default: boolean;
}

export interface RegistrationEventSchedule {
  id: number;
  title: string;
  start_at: string;
  end_at: string;
  time_limit_at: string;
  place: string | null;
  is_online: boolean;
  prefecture_name: string | null;
  remaining_seat_count: number | null;
  has_reached_admission_limit: boolean;
}
export type RegistrationEvent = EventListItem & { schedules: RegistrationEventSchedule[] };

export interface CompletionResult {
  student_confirmation_completed: boolean;
  site_registration_results: { cooperating_site_id: number; name: string; error_message: string | null }[];
  event_entry_results: { schedule_id: number; event: { id: number; title: string; category: string } | null; error_message: string | null }[];
}
