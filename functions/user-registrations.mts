import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { userRegistrationRoutes } from "../server/registration/routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(userRegistrationRoutes, { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/user_registrations",
    "/api/v1/user_registrations/complete",
    "/api/v1/user_registrations/user_registration_complete_steps",
    "/api/v1/user_registrations/user_registration_complete_steps/:user_registration_step_key?",
    "/api/v1/user_registrations/thanks_page_url",
    "/api/v1/user_registrations/user_registration_user_activities",
    "/api/v1/user_registrations/user_registration_affiliation",
    "/api/v1/user_registrations/user_registration_basic_information",
    "/api/v1/user_registrations/user_registration_cooperating_sites",
    "/api/v1/user_registrations/user_registration_mail_magazine_option",
    "/api/v1/user_registrations/user_registration_preferred_business_categories",
    "/api/v1/user_registrations/user_registration_preferred_job_types",
    "/api/v1/user_registrations/user_registration_preferred_work_prefectures",
    "/api/v1/user_registrations/user_registration_preferred_company_choice_factor_types",
    "/api/v1/user_registrations/user_registration_scout_option",
    "/api/v1/user_registrations/user_registration_student_endeavors",
    "/api/v1/user_registrations/all_cooperating_sites",
    "/api/v1/user_registrations/cooperating_sites",
    "/api/v1/user_registrations/entry_on_user_registrations",
    "/api/v1/user_registrations/events",
    "/api/v1/user_registrations/new_grad_referral_option",
    "/api/v1/user_registrations/recently_viewed_events",
    "/api/v1/user_registrations/user_registration_student_endeavor_generators",
    "/api/v1/user_registrations/student_verifications",
    "/api/v1/user_registrations/student_verifications/confirm",
    "/api/v1/user_registrations/student_confirmations",
  ],
};
