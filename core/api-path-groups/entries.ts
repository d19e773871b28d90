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
