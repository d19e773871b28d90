/**
 * The API path table: one named export per path, so the browser's bundler keeps only the paths a page uses. Read it
 * as `apiPaths.<name>` through src/domain/api-paths.ts.
 */
// Feature flags, company groups, health
export const featureFlag = "/api/v1/feature_flags/:key?";
export const appFeatureFlags = "/app_api/v1/feature_flags";
export const companyGroups = "/api/v1/company_groups";
export const appCompanyGroups = "/app_api/v1/company_groups";
export const healthcheck = "/api/v1/healthcheck";

// Event listings
export const events = "/api/v1/events";
export const eventsFreeWordSearch = "/api/v1/events/free_word_search";
export const jointJobFairs = "/api/v1/events/joint_job_fairs";
export const jointJobFairsFreeWordSearch = "/api/v1/events/joint_job_fairs/free_word_search";
export const pickupEvents = "/api/v1/pickup_events";
export const pastEvents = "/api/v1/events/past_events";
export const appMiraiHostingEvents = "/app_api/v1/mirai_hosting_events";
export const appEventsFreeWordSearch = "/app_api/v1/events/free_word_search";

// Event detail and its resources
export const event = "/api/v1/events/:event_id";
export const appMiraiHostingEvent = "/app_api/v1/mirai_hosting_events/:event_id";
export const eventInternshipBasicInformation = "/api/v1/events/:event_id/internships/basic_information";
export const appEventInternshipBasicInformation = "/app_api/v1/events/:event_id/internships/basic_information";
export const eventEnteredSchedule = "/api/v1/events/:event_id/entered_schedule";
export const appEventEnteredSchedule = "/app_api/v1/events/:event_id/entered_schedule";
export const eventSchedules = "/api/v1/events/:event_id/schedules";
export const appEventSchedules = "/app_api/v1/events/:event_id/schedules";
export const eventLabels = "/api/v1/events/:event_id/labels";
export const appEventLabels = "/app_api/v1/events/:event_id/labels";
export const eventOfficialCompanies = "/api/v1/events/:event_id/official_companies";
export const appEventOfficialCompanies = "/app_api/v1/events/:event_id/official_companies";
export const eventOtherPublishedEvents = "/api/v1/events/:event_id/other_published_events";
export const appEventOtherPublishedEvents = "/app_api/v1/events/:event_id/other_published_events";
export const eventCheckinableCompanies = "/api/v1/events/:event_id/event_checkinable_companies";
export const eventPreviewBasicInformation = "/api/v1/events/:event_id/previews/basic_information";
export const eventPreviewSchedules = "/api/v1/events/:event_id/previews/schedules";

// Recommendations and promotions
export const recommendedEvents = "/api/v1/recommended_events";
export const appRecommendedEvents = "/app_api/v1/recommended_events";
export const signupRecommendedEvents = "/api/v1/signup_recommended_events";
export const recommendedPromotionContractEvents = "/api/v1/promotion_contract_events/recommended";
export const appRecommendedPromotionContractEvents = "/app_api/v1/promotion_contract_events/recommended";
export const promotionContractEvents = "/api/v1/promotion_contract_events";
export const promotionContractEventsByPublicationType = "/api/v1/promotion_contract_events/:publication_type";
export const appPromotionEvents = "/app_api/v1/promotion_events";

// Popups
export const popups = "/api/v1/popups";

// Companies, reviews
export const companies = "/api/v1/companies";
export const reviews = "/api/v1/reviews";

// Authentication and users
export const signInMails = "/api/v1/authentications/sign_in_mails";
export const signInCodes = "/api/v1/authentications/sign_in_codes";
export const signInLinks = "/api/v1/authentications/sign_in_links";
export const signOut = "/api/v1/authentications/sign_out";
export const verifySession = "/api/v1/authentications/verify";
export const currentUserInformation = "/api/v1/authentications/current_user_information";
export const authRefresh = "/v1/auth/refresh";
export const users = "/api/v1/users";
export const userGraduateYear = "/api/v1/users/graduate_year";
export const appUserGraduateYear = "/app_api/v1/users/graduate_year";
export const userReceiveScoutMessage = "/api/v1/users/receive_scout_message";
export const userStudentConfirmation = "/api/v1/users/student_confirmation";

// Privacy (APPI): re-authentication, data export, account deletion
export const reauthenticationMails = "/api/v1/users/me/reauthentication_mails";
export const reauthentications = "/api/v1/users/me/reauthentications";
export const myDataExport = "/api/v1/users/me/data_export";
export const myAccountDeletion = "/api/v1/users/me/deletion";

// Terms, campaigns
export const unagreedTerms = "/api/v1/unagreed_terms";
export const appUnagreedTerms = "/app_api/v1/unagreed_terms";
export const appUnagreedTermsAgreements = "/app_api/v1/unagreed_terms/agreements";
export const googleCustomCampaigns = "/api/v1/google_custom_campaigns";

// Registration
export const userRegistrationVersion = "/api/v1/user_registration_versions/:user_registration_version_key?";
export const userRegistrations = "/api/v1/user_registrations";
export const userRegistrationComplete = "/api/v1/user_registrations/complete";
export const userRegistrationCompleteSteps = "/api/v1/user_registrations/user_registration_complete_steps";
export const userRegistrationCompleteStep = "/api/v1/user_registrations/user_registration_complete_steps/:user_registration_step_key?";
export const userRegistrationThanksPageUrl = "/api/v1/user_registrations/thanks_page_url";
export const userRegistrationUserActivities = "/api/v1/user_registrations/user_registration_user_activities";
export const userRegistrationAffiliation = "/api/v1/user_registrations/user_registration_affiliation";
export const userRegistrationBasicInformation = "/api/v1/user_registrations/user_registration_basic_information";
export const userRegistrationCooperatingSites = "/api/v1/user_registrations/user_registration_cooperating_sites";
export const userRegistrationMailMagazineOption = "/api/v1/user_registrations/user_registration_mail_magazine_option";
export const userRegistrationPreferredBusinessCategories = "/api/v1/user_registrations/user_registration_preferred_business_categories";
export const userRegistrationPreferredJobTypes = "/api/v1/user_registrations/user_registration_preferred_job_types";
export const userRegistrationPreferredWorkPrefectures = "/api/v1/user_registrations/user_registration_preferred_work_prefectures";
export const userRegistrationPreferredCompanyChoiceFactorTypes = "/api/v1/user_registrations/user_registration_preferred_company_choice_factor_types";
export const userRegistrationScoutOption = "/api/v1/user_registrations/user_registration_scout_option";
export const userRegistrationStudentEndeavors = "/api/v1/user_registrations/user_registration_student_endeavors";
export const userRegistrationStudentEndeavorGenerators = "/api/v1/user_registrations/user_registration_student_endeavor_generators";
export const userRegistrationAllCooperatingSites = "/api/v1/user_registrations/all_cooperating_sites";
export const userRegistrationOfferedCooperatingSites = "/api/v1/user_registrations/cooperating_sites";
export const userRegistrationEntrySchedules = "/api/v1/user_registrations/entry_on_user_registrations";
export const userRegistrationEvents = "/api/v1/user_registrations/events";
export const userRegistrationNewGradReferralOption = "/api/v1/user_registrations/new_grad_referral_option";
export const userRegistrationRecentlyViewedEvents = "/api/v1/user_registrations/recently_viewed_events";
export const userRegistrationStudentVerifications = "/api/v1/user_registrations/student_verifications";
export const userRegistrationStudentVerificationConfirm = "/api/v1/user_registrations/student_verifications/confirm";
export const userRegistrationStudentConfirmations = "/api/v1/user_registrations/student_confirmations";

// GraphQL, OpenAPI
export const graphql = "/api/graphql";
export const openApiDocument = "/api/openapi.json";

// Entries (issue 15: our paths, the spec names none)
export const scheduleEntries = "/api/v1/events/:event_id/schedules/:schedule_id/entries";
export const myEntries = "/api/v1/entries";
export const myEntry = "/api/v1/entries/:entry_id";
export const myEntryCalendar = "/api/v1/entries/:entry_id/calendar.ics";
export const calendarFeedSettings = "/api/v1/calendar_feed";
export const calendarFeed = "/api/v1/calendar/:feed_file";
export const scheduleLottery = "/api/v1/events/:event_id/schedules/:schedule_id/lottery";
export const scheduleWaitlist = "/api/v1/events/:event_id/schedules/:schedule_id/waitlist";
export const myEntrySeat = "/api/v1/entries/:entry_id/seat";
export const scheduleCourses = "/api/v1/events/:event_id/schedules/:schedule_id/courses";
export const myCourseEntries = "/api/v1/event_entry_courses";
export const courseDetail = "/api/v1/event_entry_courses/:course_id";

// Check-in and attendance (issue 16: our paths except the check-in companies list and attend_url)
export const venueCheckin = "/api/v1/events/:event_id/event_in/attend";
export const attendUrl = "/api/v1/events/:event_id/event_in/attend_url";
export const liveRedirect = "/api/v1/events/:event_id/event_in/live";
export const myAttendance = "/api/v1/event_attendance";
export const checkinCompany = "/api/v1/event_checkinable_companies/:event_checkinable_company_id";
export const boothCheckins = "/api/v1/event_checkinable_companies/:event_checkinable_company_id/checkins";
export const attendeeEventReviews = "/api/v1/events/:event_id/event_reviews";
export const editorVenueCode = "/api/v1/editor/schedules/:schedule_id/checkin_code";
export const editorBoothCode = "/api/v1/editor/event_checkinable_companies/:event_checkinable_company_id/checkin_code";
export const editorRebuilds = "/api/v1/editor/rebuilds";

// Chats, the student's side (page /chats; our paths)
export const chats = "/api/v1/chats";
export const chat = "/api/v1/chats/:chat_id";
export const chatMessages = "/api/v1/chats/:chat_id/messages";
export const chatRead = "/api/v1/chats/:chat_id/read";
export const chatScoutAccept = "/api/v1/chats/:chat_id/scout/accept";
export const chatScoutDecline = "/api/v1/chats/:chat_id/scout/decline";

// Recruiter API (issue 17: a company's bearer token, server/recruiters)
export const recruiterCompany = "/api/v1/recruiter/company";
export const recruiterStudents = "/api/v1/recruiter/students";
export const recruiterScouts = "/api/v1/recruiter/scouts";
export const recruiterChats = "/api/v1/recruiter/chats";
export const recruiterChat = "/api/v1/recruiter/chats/:chat_id";
export const recruiterChatMessages = "/api/v1/recruiter/chats/:chat_id/messages";
export const recruiterChatRead = "/api/v1/recruiter/chats/:chat_id/read";
