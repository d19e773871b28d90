import { eq, sql } from "drizzle-orm";
import { entries } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import {
  courseDetailResponseSchema,
  myCourseEntriesResponseSchema,
  scheduleCoursesResponseSchema,
} from "../../../core/api/courses";
import { entryResponseSchema } from "../../../core/api/entries";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import {
  createCourses,
  createEventWithSchedules,
  createStudents,
  type CourseFixture,
} from "../../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { signInAs, type SignedIn } from "../../testing/sign-in-as";
import { ENTRY_COURSES_FLAG } from "./course-check";

let database: TestDatabase;
let entriesFunction: FunctionModule["default"];
let resourcesFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  entriesFunction = (await loadFunction("entries")).default;
  resourcesFunction = (await loadFunction("events-detail-resources")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setCoursesFlag(false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function setCoursesFlag(enabled: boolean): Promise<void> {
  await database.db.execute(sql`update feature_flags set enabled = ${enabled} where key = ${ENTRY_COURSES_FLAG}`);
}

type Answer = { status: number; body: unknown; headers: Headers };

async function call(path: string, options: ApiRequestOptions = {}, handler = entriesFunction): Promise<Answer> {
  const response = await handler(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;

async function student(): Promise<SignedIn> {
  const [id] = await createStudents(database.db, 1);
  return signInAs(database.db, id!);
}

const as = (signedIn: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...signedIn.cookies, ...options.cookies },
});

function enter(signedIn: SignedIn, eventId: number, scheduleId: number, body: Record<string, unknown> = {}) {
  return call(`/api/v1/events/${eventId}/schedules/${scheduleId}/entries`, as(signedIn, { method: "POST", body }));
}

async function scheduleWithCourses(
  courses: CourseFixture[],
  options: { lottery?: boolean; admissionLimitNumber?: number } = {},
) {
  const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
    ...(options.lottery === undefined ? {} : { lottery: options.lottery }),
    schedules: [{ admissionLimitNumber: options.admissionLimitNumber ?? null }, {}],
  });
  const courseIds = await createCourses(database.db, scheduleIds[0]!, courses);
  return { eventId, scheduleId: scheduleIds[0]!, otherScheduleId: scheduleIds[1]!, courseIds };
}

describe("GET /api/v1/events/{event_id}/schedules/{schedule_id}/courses", () => {
  it("lists the schedule's courses in display order with seats, lottery and deadline, cacheable", async () => {
    const { eventId, scheduleId, courseIds } = await scheduleWithCourses([
      { title: "企画コース", admissionLimitNumber: 1 },
      { title: "エンジニアコース", lottery: true, deadlineInDays: 3 },
      { title: "営業コース", deadlineInDays: -1 },
    ]);
    expect((await enter(await student(), eventId, scheduleId, { course_id: courseIds[0] })).status).toBe(201);

    const answer = await call(`/api/v1/events/${eventId}/schedules/${scheduleId}/courses`, {}, resourcesFunction);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toMatch(/public/);
    const { courses } = scheduleCoursesResponseSchema.parse(answer.body);
    expect(
      courses.map((course) => [
        course.title,
        course.has_reached_admission_limit,
        course.lottery,
        course.taking_entries,
      ]),
    ).toEqual([
      ["企画コース", true, false, true],
      ["エンジニアコース", false, true, true],
      ["営業コース", false, false, false],
    ]);
    expect(new Date(courses[1]!.time_limit_at).getTime()).toBeLessThan(Date.now() + 4 * 24 * 3600 * 1000);
  });

  it("answers 404 for a schedule of another event and for bad ids", async () => {
    const { scheduleId } = await scheduleWithCourses([{}]);
    const other = await createEventWithSchedules(database.db, { schedules: [{}] });
    expect(
      (await call(`/api/v1/events/${other.eventId}/schedules/${scheduleId}/courses`, {}, resourcesFunction)).status,
    ).toBe(404);
    expect((await call(`/api/v1/events/${other.eventId}/schedules/x1/courses`, {}, resourcesFunction)).status).toBe(
      404,
    );
  });
});

describe("entering through a course", () => {
  it("keeps the course's seats exact apart from the schedule's: the course is full while the schedule has seats", async () => {
    const { eventId, scheduleId, courseIds } = await scheduleWithCourses([{ admissionLimitNumber: 1 }, {}], {
      admissionLimitNumber: 10,
    });
    const first = await enter(await student(), eventId, scheduleId, { course_id: courseIds[0] });
    expect(first.status).toBe(201);
    expect(entryResponseSchema.parse(first.body).entry.course_id).toBe(courseIds[0]);

    const second = await student();
    const refused = await enter(second, eventId, scheduleId, { course_id: courseIds[0] });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "schedule_full", details: { course_id: courseIds[0] } });
    expect(await database.db.select().from(entries).where(eq(entries.userId, second.userId))).toEqual([]);
    expect((await enter(second, eventId, scheduleId, { course_id: courseIds[1] })).status).toBe(201);
  });

  it("refuses a course past its deadline (entry_closed) and a course of another schedule (400)", async () => {
    const { eventId, scheduleId, otherScheduleId, courseIds } = await scheduleWithCourses([{ deadlineInDays: -1 }]);
    const closed = await enter(await student(), eventId, scheduleId, { course_id: courseIds[0] });
    expect(closed.status).toBe(409);
    expect(errorOf(closed)).toMatchObject({ code: "entry_closed", details: { course_id: courseIds[0] } });
    const foreign = await enter(await student(), eventId, otherScheduleId, { course_id: courseIds[0] });
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign).code).toBe("invalid_parameter");
  });

  it("makes an entry on a lottery course an application (pre_entried, lottery_entry_course_at) that holds no seat", async () => {
    const { eventId, scheduleId, courseIds } = await scheduleWithCourses([{ lottery: true, admissionLimitNumber: 1 }]);
    const answers = [
      await enter(await student(), eventId, scheduleId, { course_id: courseIds[0] }),
      await enter(await student(), eventId, scheduleId, { course_id: courseIds[0] }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      const { entry } = entryResponseSchema.parse(answer.body);
      expect(entry.state).toBe("pre_entried");
      expect(entry.lottery_entry_course_at).not.toBeNull();
    }
  });

  it(`requires a course while ${ENTRY_COURSES_FLAG} is on, and not while it is off`, async () => {
    const { eventId, scheduleId, otherScheduleId } = await scheduleWithCourses([{}]);
    await setCoursesFlag(true);
    const refused = await enter(await student(), eventId, scheduleId);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: "invalid_parameter",
      details: { issues: [{ parameter: "course_id" }] },
    });
    // a schedule without courses is entered as before
    expect((await enter(await student(), eventId, otherScheduleId)).status).toBe(201);
    await setCoursesFlag(false);
    expect((await enter(await student(), eventId, scheduleId)).status).toBe(201);
  });
});

describe("the student's course entries", () => {
  it("lists course entries only, and shows a course with the student's entry in it (or null)", async () => {
    const signedIn = await student();
    const { eventId, scheduleId, courseIds } = await scheduleWithCourses([
      { title: "企画コース" },
      { title: "営業コース" },
    ]);
    const plain = await createEventWithSchedules(database.db, { schedules: [{}] });
    expect((await enter(signedIn, plain.eventId, plain.scheduleIds[0]!)).status).toBe(201);
    const entered = entryResponseSchema.parse(
      (await enter(signedIn, eventId, scheduleId, { course_id: courseIds[0] })).body,
    ).entry;

    const list = await call("/api/v1/event_entry_courses", as(signedIn));
    expect(list.status).toBe(200);
    expect(list.headers.get("Cache-Control")).toBe("no-store");
    const { course_entries } = myCourseEntriesResponseSchema.parse(list.body);
    expect(course_entries.map((item) => [item.course.title, item.entry.entry.id, item.entry.event.id])).toEqual([
      ["企画コース", entered.id, eventId],
    ]);
    expect(course_entries[0]!.entry.course).toEqual({ id: courseIds[0], title: "企画コース" });

    const mine = courseDetailResponseSchema.parse(
      (await call(`/api/v1/event_entry_courses/${courseIds[0]}`, as(signedIn))).body,
    );
    expect(mine.entry?.entry.id).toBe(entered.id);
    expect(mine.event.id).toBe(eventId);
    expect(mine.schedule.id).toBe(scheduleId);
    const other = courseDetailResponseSchema.parse(
      (await call(`/api/v1/event_entry_courses/${courseIds[1]}`, as(signedIn))).body,
    );
    expect(other.entry).toBeNull();
    expect(other.course.title).toBe("営業コース");
    expect(other.schedule.id).toBe(scheduleId);
  });

  it("answers 401 to anonymous requests and 404 for an unknown course", async () => {
    expect((await call("/api/v1/event_entry_courses")).status).toBe(401);
    expect((await call("/api/v1/event_entry_courses/1")).status).toBe(401);
    expect((await call("/api/v1/event_entry_courses/2147483647", as(await student()))).status).toBe(404);
  });
});
