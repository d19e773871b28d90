/** The registration feature as pages, templates and other features see it: import from here, never from its files. */
export { RegistrationRedirect } from "./components/registration-redirect";
export { StepPage } from "./components/step-page";
export { ActivityStep } from "./components/activity-step";
export { AffiliationStep } from "./components/affiliation-step";
export { BasicInformationStep } from "./components/basic-information-step";
export { ConfirmPage } from "./components/confirm-page";
export {
  CoreOfJobHuntingStep,
  SelectBusinessStep,
  SelectJobStep,
  SelectWorkLocationStep,
} from "./components/preference-steps";
export { ForMiraiidUsersPage } from "./components/for-miraiid-users-page";
export { ResumeRegistration } from "./components/resume-registration";
export { MailMagazineStep, NewGradReferralOptionStep, ScoutOptionStep } from "./components/option-steps";
export { RecommendEventsStep } from "./components/recommend-events-step";
export { RecommendSitesStep } from "./components/recommend-sites-step";
export { ResultPage } from "./components/result-page";
export { StudentConfirmationPage } from "./components/student-confirmation-page";
export { StudentEndeavorStep } from "./components/student-endeavor-step";
export { StudentVerificationPage } from "./components/student-verification-page";
export { RecordRecentlyViewedEvent } from "./components/record-recently-viewed-event";
