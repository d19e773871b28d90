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
export const doorScreen = "/api/v1/door_screen";
export const editorDoorLinks = "/api/v1/editor/door_links";
