import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { entries, eventAnswers, eventCheckins, eventQuestions, users } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import {
  eventDetailSchema,
  eventLabelsResponseSchema,
  enteredScheduleResponseSchema,
  schedulesResponseSchema,
} from "../../../core/api/event-detail";
import { createBooths, createEntry } from "../../checkin/booths/booth-fixtures";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { createEventWithSchedules } from "../../testing/entry-fixtures";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { signInAs, type SignedIn } from "../../testing/sign-in-as";

let database: TestDatabase;
let detailFunction: FunctionModule["default"];
let resourcesFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  detailFunction = (await loadFunction("event-detail")).default;
  resourcesFunction = (await loadFunction("events-detail-resources")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type OpenEvent = { id: number; graduate_years: number[]; schedule_ids: number[] };

/** A published event (not a lottery) targeting one year, with at least two future schedules that take entries. */
async function openEvent(): Promise<OpenEvent> {
  const result = await database.db.execute<OpenEvent>(sql`
    select e.id, e.graduate_years, array_agg(s.id order by s.start_at, s.id) as schedule_ids
    from events e join schedules s on s.event_id = e.id
    where e.published and (e.published_at is null or e.published_at <= now()) and not e.lottery and e.category <> 'gosetsu'
      and array_length(e.graduate_years, 1) = 1
      and not s.canceled and not s.stopped_entry and s.time_limit_at > now() + interval '1 day' and s.admission_limit_number is null
    group by e.id having count(*) >= 2 order by e.id limit 1`);
  const event = result.rows[0];
  if (!event) throw new Error("the seed has no open event with two schedules");
  return event;
}

async function newStudent(graduateYear: number | null): Promise<SignedIn> {
  const [row] = await database.db
    .insert(users)
    .values({
      email: `s${randomBytes(6).toString("hex")}@example.com`,
      uniqueId: randomBytes(16).toString("hex"),
      graduateYear,
    })
    .returning({ id: users.id });
  return signInAs(database.db, row!.id);
}

async function get(fn: FunctionModule["default"], path: string, options?: ApiRequestOptions) {
  const response = await fn(apiRequest(path, options));
  return {
    status: response.status,
    cacheControl: response.headers.get("Cache-Control"),
    body: (await response.json()) as unknown,
  };
}

describe("an event seen by a signed-in student", () => {
  it("carries the student's entry, year match, changeable schedules and ticket; anonymous answers carry none", async () => {
    const event = await openEvent();
    const student = await newStudent(event.graduate_years[0]!);
    const [entered, other] = event.schedule_ids;
    const [entry] = await database.db
      .insert(entries)
      .values({
        eventId: event.id,
        scheduleId: entered!,
        userId: student.userId,
        state: "entried",
        entriedAt: new Date(),
      })
      .returning({ id: entries.id });

    const signedIn = await get(detailFunction, `/api/v1/events/${event.id}`, { cookies: student.cookies });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cacheControl).toBe("private, no-store");
    const detail = eventDetailSchema.parse(signedIn.body);
    expect(detail.entry).toMatchObject({
      id: entry!.id,
      schedule_id: entered,
      state: "entried",
      user_id: student.userId,
    });
    expect(detail.user).toEqual({ id: student.userId, graduate_year: event.graduate_years[0] });
    expect(detail.matches_graduation_year).toBe(true);
    expect(detail.show_ticket).toBe(true);
    expect(detail.changeable_schedules.map((schedule) => schedule.id)).toContain(other);
    expect(detail.changeable_schedules.map((schedule) => schedule.id)).not.toContain(entered);
    expect(detail.schedules.find((schedule) => schedule.id === entered)?.entry?.id).toBe(entry!.id);
    expect(detail.schedules.find((schedule) => schedule.id === other)?.entry).toBeNull();
    expect(detail.schedules.every((schedule) => schedule.matches_graduation_year === true)).toBe(true);

    const anonymous = eventDetailSchema.parse((await get(detailFunction, `/api/v1/events/${event.id}`)).body);
    expect(anonymous).toMatchObject({
      entry: null,
      user: null,
      matches_graduation_year: null,
      show_ticket: false,
      changeable_schedules: [],
    });
    expect(
      anonymous.schedules.every((schedule) => schedule.entry === null && schedule.matches_graduation_year === null),
    ).toBe(true);

    const schedules = await get(resourcesFunction, `/api/v1/events/${event.id}/schedules`, {
      cookies: student.cookies,
    });
    expect(schedules.cacheControl).toBe("private, no-store");
    expect(
      schedulesResponseSchema.parse(schedules.body).schedules.find((schedule) => schedule.id === entered)?.entry?.id,
    ).toBe(entry!.id);
  });

  it("marks the booths the student has checked in to with their entry of the fair (anonymous: none)", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, { schedules: [{}] });
    await database.db.execute(sql`update events set use_checkin = true where id = ${eventId}`);
    const [visitedBooth, otherBooth] = await createBooths(database.db, eventId, 2);
    const student = await newStudent(2027);
    const entryId = await createEntry(database.db, student.userId, eventId, scheduleIds[0]!);
    await database.db.insert(eventCheckins).values({ entryId, eventCheckinableCompanyId: visitedBooth! });

    const detail = eventDetailSchema.parse(
      (await get(detailFunction, `/api/v1/events/${eventId}`, { cookies: student.cookies })).body,
    );
    const checkedIn = Object.fromEntries(
      detail.checkinable_companies.map((company) => [company.id, company.is_checked_in]),
    );
    expect(checkedIn).toEqual({ [visitedBooth!]: true, [otherBooth!]: false });
    const anonymous = eventDetailSchema.parse((await get(detailFunction, `/api/v1/events/${eventId}`)).body);
    expect(anonymous.checkinable_companies.every((company) => !company.is_checked_in)).toBe(true);
  });

  it("labels the event as targeting the student's year only when it does", async () => {
    const event = await openEvent();
    const year = event.graduate_years[0]!;
    const targeted = await get(resourcesFunction, `/api/v1/events/${event.id}/labels`, {
      cookies: (await newStudent(year)).cookies,
    });
    expect(eventLabelsResponseSchema.parse(targeted.body).is_target_graduate_year).toBe(true);
    expect(targeted.cacheControl).toBe("private, no-store");
    const other = await get(resourcesFunction, `/api/v1/events/${event.id}/labels`, {
      cookies: (await newStudent(year + 1)).cookies,
    });
    expect(eventLabelsResponseSchema.parse(other.body).is_target_graduate_year).toBe(false);
    const detail = eventDetailSchema.parse(
      (await get(detailFunction, `/api/v1/events/${event.id}`, { cookies: (await newStudent(year + 1)).cookies })).body,
    );
    expect(detail.matches_graduation_year).toBe(false);
  });
});

describe("GET /api/v1/events/{event_id}/entered_schedule", () => {
  it("answers the entered schedule with the question links, the student's answers and the entry's state", async () => {
    const event = await openEvent();
    const student = await newStudent(event.graduate_years[0]!);
    const scheduleId = event.schedule_ids[0]!;
    const [entry] = await database.db
      .insert(entries)
      .values({ eventId: event.id, scheduleId, userId: student.userId, state: "entried", entriedAt: new Date() })
      .returning({ id: entries.id });
    const [question] = await database.db
      .insert(eventQuestions)
      .values({
        scheduleId,
        title: "事前課題",
        url: "https://forms.example.com/q1",
        startAt: new Date(),
        endAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: eventQuestions.id });
    await database.db.insert(eventAnswers).values({
      eventQuestionId: question!.id,
      userId: student.userId,
      submittedUrl: "https://example.com/answer",
      status: "submitted",
    });

    const answered = await get(resourcesFunction, `/api/v1/events/${event.id}/entered_schedule`, {
      cookies: student.cookies,
    });
    expect(answered.status).toBe(200);
    expect(answered.cacheControl).toContain("no-store");
    const body = enteredScheduleResponseSchema.parse(answered.body);
    expect(body).toMatchObject({ id: scheduleId, entry_id: entry!.id, entry_status: "entried" });
    expect(body.event_questions.find((item) => item.id === question!.id)).toMatchObject({
      title: "事前課題",
      url: "https://forms.example.com/q1",
      status: "submitted",
      submitted_url: "https://example.com/answer",
    });
  });

  it("answers 404 to a student without an entry in the event (a canceled one does not count), 401 anonymously", async () => {
    const event = await openEvent();
    const student = await newStudent(event.graduate_years[0]!);
    expect(
      (await get(resourcesFunction, `/api/v1/events/${event.id}/entered_schedule`, { cookies: student.cookies }))
        .status,
    ).toBe(404);
    await database.db.insert(entries).values({
      eventId: event.id,
      scheduleId: event.schedule_ids[0]!,
      userId: student.userId,
      state: "canceled",
      canceledAt: new Date(),
    });
    expect(
      (await get(resourcesFunction, `/api/v1/events/${event.id}/entered_schedule`, { cookies: student.cookies }))
        .status,
    ).toBe(404);
    expect((await get(resourcesFunction, `/api/v1/events/${event.id}/entered_schedule`)).status).toBe(401);
  });
});
