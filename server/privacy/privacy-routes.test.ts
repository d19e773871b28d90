import { and, eq, sql } from "drizzle-orm";
import {
  chatMessages,
  chats,
  clips,
  companies,
  companyReviews,
  entries,
  eventCheckinableCompanies,
  eventCheckins,
  follows,
  outboxMails,
  refreshTokens,
  signInHistory,
  termsAgreements,
  termsVersions,
  userBasicInformations,
  userSessions,
  users,
} from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { dataExportSchema, type DataExport } from "../../core/api/privacy";
import { SESSION_COOKIE, SIGN_IN_CHALLENGE_COOKIE } from "../../core/auth-cookies";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { latestMailTo, setCookies } from "../testing/outbox";
import { newRegisteredStudent, type RegisteredStudent } from "../testing/registered-student";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs } from "../testing/sign-in-as";
import { requireFreshSignIn, REAUTHENTICATION_WINDOW_MS } from "./reauthentication";
import { dataExportFilename } from "./data-export";

const MAILS = "/api/v1/users/me/reauthentication_mails";
const REAUTH = "/api/v1/users/me/reauthentications";
const EXPORT = "/api/v1/users/me/data_export";
const DELETION = "/api/v1/users/me/deletion";

let database: TestDatabase;
let privacy: FunctionModule["default"];
let authentications: FunctionModule["default"];
let usersFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  privacy = (await loadFunction("privacy")).default;
  authentications = (await loadFunction("authentications")).default;
  usersFunction = (await loadFunction("users")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).error;

async function call(handler: FunctionModule["default"], path: string, options: ApiRequestOptions = {}) {
  const response = await handler(apiRequest(path, options));
  const text = await response.text();
  return { response, status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

/** Asks for a code and types it: the session may export and delete for 10 minutes. */
async function reauthenticate(student: RegisteredStudent): Promise<void> {
  const mail = await call(privacy, MAILS, { method: "POST", cookies: student.cookies });
  expect(mail.status).toBe(202);
  const challenge = setCookies(mail.response)[SIGN_IN_CHALLENGE_COOKIE]!.value;
  const { code } = await latestMailTo(database.db, student.email);
  const typed = await call(privacy, REAUTH, {
    method: "POST",
    body: { code },
    cookies: { ...student.cookies, [SIGN_IN_CHALLENGE_COOKIE]: challenge },
  });
  expect(typed.status).toBe(200);
}

async function anyCompanyId(offset = 0): Promise<number> {
  const [row] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(companies.id)
    .limit(1)
    .offset(offset);
  return row!.id;
}

describe("sign-in history", () => {
  it("records each sign-in with its method and time, and nothing about the client", async () => {
    const student = await newRegisteredStudent(database.db);
    const asked = await call(authentications, "/api/v1/authentications/sign_in_mails", {
      method: "POST",
      body: { email: student.email },
    });
    const challenge = setCookies(asked.response)[SIGN_IN_CHALLENGE_COOKIE]!.value;
    const { code, linkToken } = await latestMailTo(database.db, student.email);
    const before = Date.now();
    expect(
      (
        await call(authentications, "/api/v1/authentications/sign_in_codes", {
          method: "POST",
          body: { code },
          cookies: { [SIGN_IN_CHALLENGE_COOKIE]: challenge },
        })
      ).status,
    ).toBe(200);
    await call(authentications, "/api/v1/authentications/sign_in_mails", {
      method: "POST",
      body: { email: student.email },
    });
    const second = await latestMailTo(database.db, student.email);
    expect(second.linkToken).not.toBe(linkToken);
    expect(
      (
        await call(authentications, "/api/v1/authentications/sign_in_links", {
          method: "POST",
          body: { token: second.linkToken },
        })
      ).status,
    ).toBe(200);
    const history = await database.db
      .select()
      .from(signInHistory)
      .where(eq(signInHistory.userId, student.userId))
      .orderBy(signInHistory.id);
    expect(history.map((row) => row.method)).toEqual(["code", "link"]);
    expect(history[0]!.signedInAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(Object.keys(history[0]!).sort()).toEqual(["id", "method", "signedInAt", "userId"]);
  });
});

describe("re-authentication", () => {
  it("answers 401 to anonymous callers on every route", async () => {
    expect((await call(privacy, MAILS, { method: "POST" })).status).toBe(401);
    expect((await call(privacy, REAUTH, { method: "POST", body: { code: "123456" } })).status).toBe(401);
    expect((await call(privacy, EXPORT)).status).toBe(401);
    expect((await call(privacy, DELETION, { method: "POST", body: { confirmation: "退会する" } })).status).toBe(401);
  });

  it("mails a code only, sets the challenge cookie, and accepts the code once for 10 minutes", async () => {
    const student = await newRegisteredStudent(database.db);
    const mail = await call(privacy, MAILS, { method: "POST", cookies: student.cookies });
    expect(mail.status).toBe(202);
    expect(mail.response.headers.get("Cache-Control")).toBe("no-store");
    const challenge = setCookies(mail.response)[SIGN_IN_CHALLENGE_COOKIE]!;
    expect(challenge.attributes.httponly).toBe(true);
    const sent = await latestMailTo(database.db, student.email);
    expect(sent.template).toBe("reauthentication");
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(sent.linkToken).toBeNull();

    const cookies = { ...student.cookies, [SIGN_IN_CHALLENGE_COOKIE]: challenge.value };
    const wrong = sent.code === "000000" ? "111111" : "000000";
    const refused = await call(privacy, REAUTH, { method: "POST", body: { code: wrong }, cookies });
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).code).toBe("invalid_sign_in_code");
    expect((await call(privacy, EXPORT, { cookies })).status).toBe(403);

    const before = Date.now();
    const accepted = await call(privacy, REAUTH, { method: "POST", body: { code: sent.code }, cookies });
    expect(accepted.status).toBe(200);
    const until = new Date((accepted.body as { reauthenticated_until: string }).reauthenticated_until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + REAUTHENTICATION_WINDOW_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + REAUTHENTICATION_WINDOW_MS);
    const history = await database.db.select().from(signInHistory).where(eq(signInHistory.userId, student.userId));
    expect(history.map((row) => row.method)).toEqual(["reauthentication"]);

    const reused = await call(privacy, REAUTH, { method: "POST", body: { code: sent.code }, cookies });
    expect(reused.status).toBe(400);
  });

  it("refuses a code mailed to another student, typed in this student's session", async () => {
    const student = await newRegisteredStudent(database.db);
    const other = await newRegisteredStudent(database.db);
    const mail = await call(privacy, MAILS, { method: "POST", cookies: other.cookies });
    const challenge = setCookies(mail.response)[SIGN_IN_CHALLENGE_COOKIE]!.value;
    const { code } = await latestMailTo(database.db, other.email);
    const typed = await call(privacy, REAUTH, {
      method: "POST",
      body: { code },
      cookies: { ...student.cookies, [SIGN_IN_CHALLENGE_COOKIE]: challenge },
    });
    expect(typed.status).toBe(400);
    expect((await call(privacy, EXPORT, { cookies: student.cookies })).status).toBe(403);
  });

  it("holds exactly 10 minutes: allowed a millisecond before the end, refused at it (controlled clock)", async () => {
    const student = await newRegisteredStudent(database.db);
    const end = new Date("2026-11-26T10:10:00.000Z");
    await database.db
      .update(userSessions)
      .set({ reauthenticatedUntil: end })
      .where(eq(userSessions.id, student.sessionId));
    await expect(
      requireFreshSignIn(database.db, student.sessionId, new Date(end.getTime() - REAUTHENTICATION_WINDOW_MS)),
    ).resolves.toBeUndefined();
    await expect(
      requireFreshSignIn(database.db, student.sessionId, new Date(end.getTime() - 1)),
    ).resolves.toBeUndefined();
    await expect(requireFreshSignIn(database.db, student.sessionId, end)).rejects.toMatchObject({
      status: 403,
      code: "reauthentication_required",
    });
  });

  it("is per session: another session of the same student is not re-authenticated", async () => {
    const student = await newRegisteredStudent(database.db);
    await reauthenticate(student);
    const otherSession = await signInAs(database.db, student.userId);
    const refused = await call(privacy, EXPORT, { cookies: otherSession.cookies });
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).code).toBe("reauthentication_required");
  });

  it("answers 403 once the window has passed", async () => {
    const student = await newRegisteredStudent(database.db);
    await reauthenticate(student);
    await database.db
      .update(userSessions)
      .set({ reauthenticatedUntil: new Date(Date.now() - 1) })
      .where(eq(userSessions.id, student.sessionId));
    expect((await call(privacy, EXPORT, { cookies: student.cookies })).status).toBe(403);
    expect(
      (await call(privacy, DELETION, { method: "POST", body: { confirmation: "退会する" }, cookies: student.cookies }))
        .status,
    ).toBe(403);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, student.userId))).toHaveLength(1);
  });
});

/** A student with one row in every section, and a second student with rows of their own beside them. */
async function studentWithData() {
  const student = await newRegisteredStudent(database.db);
  const other = await newRegisteredStudent(database.db);
  const companyId = await anyCompanyId();
  const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
    title: "プライバシー検証イベント",
    schedules: [{ startInDays: 10 }, { startInDays: -3 }],
  });
  const [futureEntry] = await database.db
    .insert(entries)
    .values({ eventId, scheduleId: scheduleIds[0]!, userId: student.userId, state: "entried", entriedAt: new Date() })
    .returning();
  const [pastEntry] = await database.db
    .insert(entries)
    .values({ eventId, scheduleId: scheduleIds[1]!, userId: student.userId, state: "attended", attendedAt: new Date() })
    .returning();
  await database.db
    .insert(entries)
    .values({ eventId, scheduleId: scheduleIds[0]!, userId: other.userId, state: "entried" });
  const [booth] = await database.db.insert(eventCheckinableCompanies).values({ eventId, companyId }).returning();
  await database.db.insert(eventCheckins).values({ entryId: pastEntry!.id, eventCheckinableCompanyId: booth!.id });
  await database.db.insert(follows).values([
    { userId: student.userId, companyId },
    { userId: other.userId, companyId },
  ]);
  await database.db.insert(clips).values([
    { userId: student.userId, eventId },
    { userId: other.userId, eventId },
  ]);
  const review = {
    companyId,
    phase: "internship" as const,
    graduateYear: 2027,
    ratingOverall: 4,
    ratingAtmosphere: 4,
    ratingGrowth: 5,
    ratingWelfare: 3,
    ratingSelection: 4,
    body: "社員の方が丁寧でした。",
  };
  const [ownReview] = await database.db
    .insert(companyReviews)
    .values({ ...review, userId: student.userId, title: "本人のクチコミ" })
    .returning();
  await database.db.insert(companyReviews).values({ ...review, userId: other.userId, title: "他の学生のクチコミ" });
  const [chat] = await database.db.insert(chats).values({ userId: student.userId, companyId }).returning();
  await database.db.insert(chatMessages).values([
    { chatId: chat!.id, senderType: "company", body: "面談のご案内です" },
    { chatId: chat!.id, senderType: "user", body: "ぜひお願いします" },
  ]);
  const [otherChat] = await database.db.insert(chats).values({ userId: other.userId, companyId }).returning();
  await database.db
    .insert(chatMessages)
    .values({ chatId: otherChat!.id, senderType: "user", body: "他の学生のメッセージ" });
  const [terms] = await database.db.select().from(termsVersions).limit(1);
  await database.db.insert(termsAgreements).values({ userId: student.userId, termsVersionId: terms!.id });
  await database.db.insert(userBasicInformations).values({
    userId: student.userId,
    firstName: "花子",
    lastName: "山田",
    firstNameKana: "ハナコ",
    lastNameKana: "ヤマダ",
    tel: "09012345678",
  });
  await database.db
    .insert(signInHistory)
    .values({ userId: student.userId, method: "code", signedInAt: new Date("2026-11-01T00:00:00Z") });
  return {
    student,
    other,
    companyId,
    eventId,
    scheduleIds,
    futureEntry: futureEntry!,
    pastEntry: pastEntry!,
    ownReview: ownReview!,
    chat: chat!,
    terms: terms!,
  };
}

describe("GET /api/v1/users/me/data_export", () => {
  it.each(AUTH_MODES)(
    "in %s mode answers every section of the student's own data as a no-store attachment",
    async (mode) => {
      const data = await studentWithData();
      await reauthenticate(data.student);
      const credentials = await credentialsFor(database.db, data.student, mode);
      const { response, status, body } = await call(privacy, EXPORT, credentials);
      expect(status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="mirai-career-data-\d{8}\.json"$/,
      );
      const exported: DataExport = dataExportSchema.parse(body);

      expect(exported.profile.user).toMatchObject({ id: data.student.userId, email: data.student.email });
      expect(exported.profile.user).not.toHaveProperty("calendar_feed_secret");
      expect(exported.profile.basic_information).toMatchObject({
        last_name: "山田",
        first_name: "花子",
        tel: "09012345678",
      });
      expect(exported.registration_answers.registrations).toEqual([
        expect.objectContaining({ id: data.student.registrationId, user_registration_version_key: "version202405002" }),
      ]);
      expect(exported.entries.map((entry) => entry.id).sort()).toEqual([data.futureEntry.id, data.pastEntry.id].sort());
      expect(exported.entries[0]).toMatchObject({ event_title: "プライバシー検証イベント" });
      expect(exported.check_ins).toEqual([
        expect.objectContaining({ entry_id: data.pastEntry.id, company_id: data.companyId }),
      ]);
      expect(exported.follows).toEqual([expect.objectContaining({ company_id: data.companyId })]);
      expect(exported.clips).toEqual([expect.objectContaining({ event_id: data.eventId })]);
      expect(exported.reviews.company_reviews).toEqual([
        expect.objectContaining({ id: data.ownReview.id, title: "本人のクチコミ" }),
      ]);
      expect(exported.reviews.event_reviews).toEqual([]);
      expect(exported.conversations).toEqual([
        expect.objectContaining({
          chat_id: data.chat.id,
          messages: [
            expect.objectContaining({ sender_type: "company", body: "面談のご案内です" }),
            expect.objectContaining({ sender_type: "user", body: "ぜひお願いします" }),
          ],
        }),
      ]);
      expect(exported.consents.terms_agreements).toEqual([
        expect.objectContaining({ type: data.terms.type, version: data.terms.version }),
      ]);
      expect(exported.sign_in_history.map((row) => row.method)).toEqual(["code", "reauthentication"]);
      for (const empty of [
        exported.scouts,
        exported.notifications,
        exported.campaigns,
        exported.event_answers,
        exported.recently_viewed_events,
      ])
        expect(empty).toEqual([]);

      const text = JSON.stringify(exported);
      expect(text).not.toContain(data.other.userId);
      expect(text).not.toContain(data.other.email);
      expect(text).not.toContain("他の学生");
      expect(text).not.toContain("code_hash");
    },
  );

  it("dates the file name in Japan time", () => {
    expect(dataExportFilename(new Date("2026-11-26T14:59:59Z"))).toBe("mirai-career-data-20261126.json");
    expect(dataExportFilename(new Date("2026-11-26T15:00:00Z"))).toBe("mirai-career-data-20261127.json");
  });
});

describe("POST /api/v1/users/me/deletion", () => {
  it("refuses without the confirmation words and changes nothing", async () => {
    const student = await newRegisteredStudent(database.db);
    await reauthenticate(student);
    for (const body of [{}, { confirmation: "delete" }, { confirmation: "退会する", extra: 1 }]) {
      const refused = await call(privacy, DELETION, { method: "POST", body, cookies: student.cookies });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).code).toBe("invalid_parameter");
    }
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, student.userId))).toHaveLength(1);
  });

  it.each(AUTH_MODES)(
    "in %s mode erases the student, cancels future entries freeing seats, keeps reviews anonymous, and mails the old address",
    async (mode) => {
      const data = await studentWithData();
      const { student } = data;
      const [limited] = (await createEventWithSchedules(database.db, { schedules: [{ admissionLimitNumber: 1 }] }))
        .scheduleIds;
      const [, waiting] = await createStudents(database.db, 2);
      const limitedEvent = (
        await database.db.execute<{ event_id: number }>(sql`select event_id from schedules where id = ${limited!}`)
      ).rows[0]!.event_id;
      await database.db
        .insert(entries)
        .values({ eventId: limitedEvent, scheduleId: limited!, userId: student.userId, state: "entried" });
      await database.db.insert(entries).values({
        eventId: limitedEvent,
        scheduleId: limited!,
        userId: waiting!,
        state: "remained",
        remainedAt: new Date(),
      });
      await reauthenticate(student);
      const credentials = await credentialsFor(database.db, student, mode);

      const { response, status, body } = await call(privacy, DELETION, {
        method: "POST",
        body: { confirmation: "退会する" },
        ...credentials,
      });
      expect(status).toBe(200);
      expect(body).toEqual({ deleted: true, canceled_entry_count: 2 });
      expect(setCookies(response)[SESSION_COOKIE]).toMatchObject({ value: "", attributes: { "max-age": "0" } });

      // the old credentials fail on the next call
      expect((await call(authentications, "/api/v1/authentications/verify", credentials)).status).toBe(401);
      expect((await call(privacy, EXPORT, credentials)).status).toBe(401);

      // row by row
      const db = database.db;
      expect(await db.select().from(users).where(eq(users.id, student.userId))).toEqual([]);
      expect(await db.select().from(userSessions).where(eq(userSessions.userId, student.userId))).toEqual([]);
      expect(await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, student.sessionId))).toEqual([]);
      expect(
        await db.select().from(userBasicInformations).where(eq(userBasicInformations.userId, student.userId)),
      ).toEqual([]);
      expect(await db.select().from(entries).where(eq(entries.userId, student.userId))).toEqual([]);
      expect(await db.select().from(eventCheckins).where(eq(eventCheckins.entryId, data.pastEntry.id))).toEqual([]);
      expect(await db.select().from(follows).where(eq(follows.userId, student.userId))).toEqual([]);
      expect(await db.select().from(clips).where(eq(clips.userId, student.userId))).toEqual([]);
      expect(await db.select().from(chats).where(eq(chats.id, data.chat.id))).toEqual([]);
      expect(await db.select().from(chatMessages).where(eq(chatMessages.chatId, data.chat.id))).toEqual([]);
      expect(await db.select().from(termsAgreements).where(eq(termsAgreements.userId, student.userId))).toEqual([]);
      expect(await db.select().from(signInHistory).where(eq(signInHistory.userId, student.userId))).toEqual([]);
      const [review] = await db.select().from(companyReviews).where(eq(companyReviews.id, data.ownReview.id));
      expect(review).toMatchObject({ userId: null, title: "本人のクチコミ", graduateYear: 2027 });
      // the other student's data is untouched
      expect(await db.select().from(follows).where(eq(follows.userId, data.other.userId))).toHaveLength(1);
      expect(await db.select().from(entries).where(eq(entries.userId, data.other.userId))).toHaveLength(1);

      // the freed seat went to the waitlisted student (held for them), so the limit of 1 still holds
      const [offered] = await db
        .select()
        .from(entries)
        .where(and(eq(entries.scheduleId, limited!), eq(entries.userId, waiting!)));
      expect(offered!.seatHeldUntil).not.toBeNull();

      // one mail, to the address the account had: the confirmation; the older mails to it are gone
      const mails = await db.select().from(outboxMails).where(eq(outboxMails.toAddress, student.email));
      expect(mails.map((mail) => mail.template)).toEqual(["account_deleted"]);
      expect(mails[0]!.bodyText).not.toContain("山田");
    },
  );

  it("lets the same address sign up again as a new account", async () => {
    const student = await newRegisteredStudent(database.db);
    await reauthenticate(student);
    expect(
      (await call(privacy, DELETION, { method: "POST", body: { confirmation: "退会する" }, cookies: student.cookies }))
        .status,
    ).toBe(200);
    const signUp = await call(usersFunction, "/api/v1/users", {
      method: "POST",
      body: { email: student.email, user_registration_version_key: "version202405002" },
    });
    expect(signUp.status).toBe(201);
    expect((await latestMailTo(database.db, student.email)).template).toBe("confirm_email");
    const [fresh] = await database.db.select().from(users).where(eq(users.email, student.email));
    expect(fresh!.id).not.toBe(student.userId);
  });
});
