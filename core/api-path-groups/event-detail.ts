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
