import { eq, sql } from "drizzle-orm";
import { eventCheckins, eventCompanies, eventReviews, events } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema, invalidParameterDetailsSchema } from "../../../core/api/api-error";
import { attendeeReviewResponseSchema } from "../../../core/api/attendee-reviews";
import { eventDetailSchema, internshipBasicInformationSchema } from "../../../core/api/event-detail";
import type { EntryState } from "../../../core/entries/entry-state";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { signInAs, type SignedIn } from "../../testing/sign-in-as";
import { createBooths, createEntry } from "../booths/booth-fixtures";

let database: TestDatabase;
let checkinFunction: FunctionModule["default"];
let detailFunction: FunctionModule["default"];
let resourcesFunction: FunctionModule["default"];
let companyIds: number[];

beforeAll(async () => {
  database = await openSeededDatabase();
  checkinFunction = (await loadFunction("venue-checkin")).default;
  detailFunction = (await loadFunction("event-detail")).default;
  resourcesFunction = (await loadFunction("events-detail-resources")).default;
  companyIds = (await database.db.execute<{ id: number }>(sql`select id from companies order by id limit 4`)).rows.map(
    (row) => row.id,
  );
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers };

async function call(
  handler: FunctionModule["default"],
  path: string,
  options: ApiRequestOptions = {},
): Promise<Answer> {
  const response = await handler(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;
const as = (signedIn: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...signedIn.cookies, ...options.cookies },
});

async function student(): Promise<SignedIn> {
  const [id] = await createStudents(database.db, 1);
  return signInAs(database.db, id!);
}

/** A past internship hosted by companyIds[0] with companyIds[1] and [2] taking part. */
async function hostedEvent(): Promise<{ eventId: number; scheduleId: number }> {
  const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
    schedules: [{ startInDays: -1, deadlineInDays: -2 }],
  });
  await database.db.update(events).set({ hostCompanyId: companyIds[0]! }).where(eq(events.id, eventId));
  await database.db.insert(eventCompanies).values([
    { eventId, companyId: companyIds[1]!, displayOrder: 1 },
    { eventId, companyId: companyIds[2]!, displayOrder: 2 },
  ]);
  return { eventId, scheduleId: scheduleIds[0]! };
}

async function attendee(
  eventId: number,
  scheduleId: number,
  state: EntryState = "attended",
): Promise<{ signedIn: SignedIn; entryId: number }> {
  const signedIn = await student();
  return { signedIn, entryId: await createEntry(database.db, signedIn.userId, eventId, scheduleId, state) };
}

const goodReview = (companyId: number) => ({
  company_id: companyId,
  ratings: { overall: 4, content: 5, staff: 4, usefulness: 3 },
  title: "現場の社員と話せて企業理解が深まった",
  body: "グループワークでは実際の案件に近い課題に取り組みました。社員の方が各班についてくださり、質問にも丁寧に答えていただけたので、仕事のイメージがはっきりしました。",
});

function postReview(signedIn: SignedIn | null, eventId: number, body: unknown): Promise<Answer> {
  const options: ApiRequestOptions = { method: "POST", body };
  return call(checkinFunction, `/api/v1/events/${eventId}/event_reviews`, signedIn ? as(signedIn, options) : options);
}

async function notVotedIds(signedIn: SignedIn, eventId: number): Promise<number[]> {
  const answer = await call(detailFunction, `/api/v1/events/${eventId}`, as(signedIn));
  return eventDetailSchema.parse(answer.body).not_voted_companies.map((company) => company.id);
}

async function reviewsOf(eventId: number) {
  return database.db.select().from(eventReviews).where(eq(eventReviews.eventId, eventId));
}

describe("POST /api/v1/events/{event_id}/event_reviews", () => {
  it("stores an attendee's review with its entry and answers 201, no-store", async () => {
    const { eventId, scheduleId } = await hostedEvent();
    const { signedIn, entryId } = await attendee(eventId, scheduleId);
    const answer = await postReview(signedIn, eventId, goodReview(companyIds[1]!));
    expect(answer.status).toBe(201);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const { review } = attendeeReviewResponseSchema.parse(answer.body);
    expect(review).toMatchObject({
      event_id: eventId,
      company_id: companyIds[1],
      entry_id: entryId,
      graduate_year: 2027,
    });
    expect(review.ratings).toEqual({ overall: 4, content: 5, staff: 4, usefulness: 3 });
    expect(review.path).toBe(`/companies/${companyIds[1]}/event_reviews/${review.id}`);
    const [row] = await reviewsOf(eventId);
    expect(row).toMatchObject({
      id: review.id,
      entryId,
      userId: signedIn.userId,
      companyId: companyIds[1],
      ratingOverall: 4,
      title: goodReview(0).title,
    });
  });

  it("answers 401 to anonymous requests and 404 for an unknown or unpublished event", async () => {
    const { eventId } = await hostedEvent();
    expect((await postReview(null, eventId, goodReview(companyIds[0]!))).status).toBe(401);
    const signedIn = await student();
    expect((await postReview(signedIn, 99_999_999, goodReview(companyIds[0]!))).status).toBe(404);
    const hidden = await createEventWithSchedules(database.db, { published: false, schedules: [{ startInDays: -1 }] });
    await createEntry(database.db, signedIn.userId, hidden.eventId, hidden.scheduleIds[0]!, "attended");
    expect((await postReview(signedIn, hidden.eventId, goodReview(companyIds[0]!))).status).toBe(404);
  });

  it.each<EntryState | "none">(["none", "entried", "elected", "absenced", "canceled"])(
    "refuses a student whose entry is %s with 403 not_attended and stores nothing",
    async (state) => {
      const { eventId, scheduleId } = await hostedEvent();
      const signedIn = state === "none" ? await student() : (await attendee(eventId, scheduleId, state)).signedIn;
      const answer = await postReview(signedIn, eventId, goodReview(companyIds[0]!));
      expect(answer.status).toBe(403);
      expect(errorOf(answer)).toMatchObject({ code: "forbidden", details: { reason: "not_attended" } });
      expect(await reviewsOf(eventId)).toEqual([]);
    },
  );

  it("refuses an attendee of another event with 403", async () => {
    const { eventId } = await hostedEvent();
    const other = await hostedEvent();
    const { signedIn } = await attendee(other.eventId, other.scheduleId);
    expect((await postReview(signedIn, eventId, goodReview(companyIds[0]!))).status).toBe(403);
  });

  it("answers 400 with the Japanese message of every broken rule and stores nothing", async () => {
    const { eventId, scheduleId } = await hostedEvent();
    const { signedIn } = await attendee(eventId, scheduleId);
    const answer = await postReview(signedIn, eventId, {
      ...goodReview(companyIds[0]!),
      ratings: { overall: 4, content: null, staff: 4, usefulness: 3 },
      title: " ",
      body: "短い",
    });
    expect(answer.status).toBe(400);
    const error = errorOf(answer);
    expect(error.code).toBe("invalid_parameter");
    expect(invalidParameterDetailsSchema.parse(error.details).issues).toEqual([
      { parameter: "ratings.content", message: expect.stringContaining("内容の充実度を5段階で選んでください") },
      { parameter: "title", message: expect.stringContaining("タイトルを入力してください") },
      { parameter: "body", message: expect.stringContaining("本文は50文字以上で入力してください（いま2文字）") },
    ]);
    const outOfRange = await postReview(signedIn, eventId, {
      ...goodReview(companyIds[0]!),
      ratings: { overall: 6, content: 5, staff: 4, usefulness: 3 },
    });
    expect(outOfRange.status).toBe(400);
    const unknownField = await postReview(signedIn, eventId, {
      ...goodReview(companyIds[0]!),
      user_id: signedIn.userId,
    });
    expect(unknownField.status).toBe(400);
    expect(await reviewsOf(eventId)).toEqual([]);
  });

  it("refuses a company that is not the event's with 400 on company_id", async () => {
    const { eventId, scheduleId } = await hostedEvent();
    const { signedIn } = await attendee(eventId, scheduleId);
    const answer = await postReview(signedIn, eventId, goodReview(companyIds[3]!));
    expect(answer.status).toBe(400);
    expect(invalidParameterDetailsSchema.parse(errorOf(answer).details).issues[0]?.parameter).toBe("company_id");
  });

  it("allows one review per company per entry: a second answers 409 already_reviewed, another company is fine", async () => {
    const { eventId, scheduleId } = await hostedEvent();
    const { signedIn } = await attendee(eventId, scheduleId);
    expect((await postReview(signedIn, eventId, goodReview(companyIds[0]!))).status).toBe(201);
    const again = await postReview(signedIn, eventId, goodReview(companyIds[0]!));
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe("already_reviewed");
    expect((await postReview(signedIn, eventId, goodReview(companyIds[2]!))).status).toBe(201);
    expect((await reviewsOf(eventId)).map((row) => row.companyId).sort((a, b) => a - b)).toEqual([
      companyIds[0],
      companyIds[2],
    ]);
  });

  it("stores one review when the same review is posted twice at once", async () => {
    const { eventId, scheduleId } = await hostedEvent();
    const { signedIn } = await attendee(eventId, scheduleId);
    const answers = await Promise.all([1, 2, 3].map(() => postReview(signedIn, eventId, goodReview(companyIds[1]!))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await reviewsOf(eventId)).toHaveLength(1);
  });

  it("at a fair with booths, lets the attendee review only the booths they checked in at", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, { schedules: [{ startInDays: -1 }] });
    const booths = await createBooths(database.db, eventId, 3);
    const { signedIn, entryId } = await attendee(eventId, scheduleIds[0]!);
    await database.db.insert(eventCheckins).values([{ entryId, eventCheckinableCompanyId: booths[1]! }]);
    const visitedCompany = (
      await database.db.execute<{ company_id: number }>(
        sql`select company_id from event_checkinable_companies where id = ${booths[1]!}`,
      )
    ).rows[0]!.company_id;
    expect(await notVotedIds(signedIn, eventId)).toEqual([visitedCompany]);
    const unvisited = companyIds.find((id) => id !== visitedCompany)!;
    expect((await postReview(signedIn, eventId, goodReview(unvisited))).status).toBe(400);
    expect((await postReview(signedIn, eventId, goodReview(visitedCompany))).status).toBe(201);
    expect(await notVotedIds(signedIn, eventId)).toEqual([]);
  });
});

describe("not_voted_companies (Reading A) and not_voted_event_companies (Reading B)", () => {
  it("list the host and participants an attendee has not reviewed, shrinking as they review", async () => {
    const { eventId, scheduleId } = await hostedEvent();
    const { signedIn } = await attendee(eventId, scheduleId);
    expect(await notVotedIds(signedIn, eventId)).toEqual([companyIds[0], companyIds[1], companyIds[2]]);
    await postReview(signedIn, eventId, goodReview(companyIds[1]!));
    expect(await notVotedIds(signedIn, eventId)).toEqual([companyIds[0], companyIds[2]]);
    const basic = await call(
      resourcesFunction,
      `/api/v1/events/${eventId}/internships/basic_information`,
      as(signedIn),
    );
    expect(basic.headers.get("Cache-Control")).toBe("private, no-store");
    expect(
      internshipBasicInformationSchema.parse(basic.body).not_voted_event_companies.map((company) => company.id),
    ).toEqual([companyIds[0], companyIds[2]]);
  });

  it("are empty for anonymous visitors and for students who did not attend", async () => {
    const { eventId, scheduleId } = await hostedEvent();
    const anonymous = eventDetailSchema.parse((await call(detailFunction, `/api/v1/events/${eventId}`)).body);
    expect(anonymous.not_voted_companies).toEqual([]);
    const anonymousBasic = await call(resourcesFunction, `/api/v1/events/${eventId}/internships/basic_information`);
    expect(anonymousBasic.headers.get("Cache-Control")).not.toContain("private");
    expect(internshipBasicInformationSchema.parse(anonymousBasic.body).not_voted_event_companies).toEqual([]);
    const { signedIn } = await attendee(eventId, scheduleId, "entried");
    expect(await notVotedIds(signedIn, eventId)).toEqual([]);
  });
});
