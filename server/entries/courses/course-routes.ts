import {
  courseDetailResponseSchema,
  courseIdParamsSchema,
  myCourseEntriesResponseSchema,
  scheduleCoursesParamsSchema,
  scheduleCoursesResponseSchema,
} from "../../../core/api/courses";
import { apiPaths } from "../../../core/api-paths";
import { defineRoute } from "../../platform/http/define-route";
import { parsePathId } from "../../platform/http/path-id";
import { listMyCourseEntries, loadCourseDetail, loadScheduleCourses } from "./course-service";

/** Served by functions/events-detail-resources.mts (public, CDN-cacheable like the schedules it belongs to). */
export const listScheduleCoursesRoute = defineRoute(
  {
    operationId: "listScheduleCourses",
    summary: "The entry courses of a schedule in display order, with their seats, lottery and deadline",
    paths: [apiPaths.scheduleCourses],
    methods: ["GET"],
    auth: "public",
    params: scheduleCoursesParamsSchema,
    response: scheduleCoursesResponseSchema,
    maxAgeSeconds: 30,
    otherResponses: { 404: { description: "Unknown or unpublished event, or a schedule of another event" } },
  },
  async ({ params, db }) =>
    loadScheduleCourses(db, parsePathId(params.event_id, "Event"), parsePathId(params.schedule_id, "Schedule")),
);

/** Served by functions/entries.mts. */
export const listMyCourseEntriesRoute = defineRoute(
  {
    operationId: "listMyCourseEntries",
    summary:
      "The signed-in student's entries that chose a course, with the course: upcoming schedules first, then past",
    paths: [apiPaths.myCourseEntries],
    methods: ["GET"],
    auth: "student",
    response: myCourseEntriesResponseSchema,
    personal: true,
    otherResponses: { 401: { description: "No signed-in student" } },
  },
  async ({ db, requireViewer }) => listMyCourseEntries(db, (await requireViewer()).userId),
);

export const getCourseDetailRoute = defineRoute(
  {
    operationId: "getCourseDetail",
    summary:
      "A course of a published event with its schedule and event, and the signed-in student's entry for it (or null)",
    paths: [apiPaths.courseDetail],
    methods: ["GET"],
    auth: "student",
    params: courseIdParamsSchema,
    response: courseDetailResponseSchema,
    personal: true,
    otherResponses: {
      401: { description: "No signed-in student" },
      404: { description: "Unknown course, or one of an unpublished event" },
    },
  },
  async ({ db, params, requireViewer }) =>
    loadCourseDetail(db, (await requireViewer()).userId, parsePathId(params.course_id, "Course")),
);

export const myCourseRoutes = [listMyCourseEntriesRoute, getCourseDetailRoute];
