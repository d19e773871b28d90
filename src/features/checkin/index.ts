/** The checkin feature as pages, templates and other features see it: import from here, never from its files. */
export { AttendancePage } from "./components/attendance-page";
export { PageStatus } from "./components/checkin-parts";
export { CheckinCompaniesPage } from "./components/checkin-companies-page";
export { AttendeeReviewPage } from "./components/attendee-review-page";
export { CheckinCompanyPage } from "./components/checkin-company-page";
export { VenueCheckinPage } from "./components/venue-checkin-page";
export { DoorScreenPage } from "./components/door-screen-page";
export { OnlineJoin } from "./components/online-join";
