import type { CourseDetailResponse, MyCourseEntriesResponse, ScheduleCoursesResponse } from "@core/api/courses";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";
import { assertRequiredParameter } from "@/lib/api/required-parameter";

/** GET /api/v1/events/{event_id}/schedules/{schedule_id}/courses: the schedule's courses in display order (public). */
export function getScheduleCourses(
  client: ApiRequester,
  { eventId, scheduleId }: { eventId: number; scheduleId: number },
  { signal }: EndpointOptions = {},
): Promise<ScheduleCoursesResponse> {
  assertRequiredParameter(eventId, "eventId", "getScheduleCourses");
  assertRequiredParameter(scheduleId, "scheduleId", "getScheduleCourses");
  return client.request({ path: apiPath(apiPaths.scheduleCourses, { event_id: eventId, schedule_id: scheduleId }), signal });
}

/** GET /api/v1/event_entry_courses: the signed-in student's entries with a course (401 when signed out). */
export function getMyCourseEntries(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<MyCourseEntriesResponse> {
  return client.request({ path: apiPaths.myCourseEntries, signal });
}

/** GET /api/v1/event_entry_courses/{course_id}: a course, its schedule and event, and the student's entry (404 unknown). */
export function getCourseDetail(client: ApiRequester, courseId: number, { signal }: EndpointOptions = {}): Promise<CourseDetailResponse> {
  assertRequiredParameter(courseId, "courseId", "getCourseDetail");
  return client.request({ path: apiPath(apiPaths.courseDetail, { course_id: courseId }), signal });
}
