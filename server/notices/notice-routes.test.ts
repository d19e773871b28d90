import { eq, sql } from "drizzle-orm";
import { follows, notifications, userMailCampaignTypes, whatsNewItemReads, whatsNewItems } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { currentUserResponseSchema } from "../../core/api/current-user";
import {
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  whatsNewItemReadResponseSchema,
  whatsNewListResponseSchema,
  whatsNewReadAllResponseSchema,
} from "../../core/api/notices";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { createCompanies } from "../testing/company-fixtures";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { notify } from "./notify";
import { announceEventPublication } from "./event-announcements";
import { postEditorNotice } from "./editor-notices";

let database: TestDatabase;
let noticesFunction: FunctionModule["default"];
let authFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  noticesFunction = (await loadFunction("notices")).default;
  authFunction = (await loadFunction("authentications")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers };

async function call(path: string, options: ApiRequestOptions = {}): Promise<Answer> {
  const response = await noticesFunction(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}
const as = (signedIn: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...signedIn.cookies, ...options.cookies },
});
const post = (signedIn: SignedIn, path: string) => call(path, as(signedIn, { method: "POST" }));
const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;

async function student(graduateYear = 2027): Promise<{ id: string; signedIn: SignedIn }> {
  const [id] = await createStudents(database.db, 1, graduateYear);
  return { id: id!, signedIn: await signInAs(database.db, id!) };
}

async function currentUser(signedIn: SignedIn) {
  const response = await authFunction(
    apiRequest("/api/v1/authentications/current_user_information", { cookies: signedIn.cookies }),
  );
  expect(response.status).toBe(200);
  return currentUserResponseSchema.parse(await response.json()).current_user;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("お知らせ: /api/v1/notifications", () => {
  it("lists the student's own notifications newest first, paged, with the unread count the header shows", async () => {
    const me = await student();
    const other = await student();
    for (let i = 0; i < 5; i += 1) {
      await notify(
        database.db,
        [{ userId: me.id, title: `お知らせ${i}`, body: "本文", url: "/events/seminar" }],
        minutesAgo(50 - i),
      );
    }
    await notify(database.db, [{ userId: other.id, title: "他人の", body: "x", url: null }]);
    await database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(sql`${notifications.userId} = ${me.id} and ${notifications.title} = 'お知らせ0'`);

    const first = await call("/api/v1/notifications?per=2", as(me.signedIn));
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toContain("no-store");
    const page1 = notificationListResponseSchema.parse(first.body);
    expect(page1.notifications.map((n) => n.title)).toEqual(["お知らせ4", "お知らせ3"]);
    expect(page1).toMatchObject({ total_counts: 5, notification_unread_count: 4 });
    expect(page1.notifications[0]).toMatchObject({ body: "本文", url: "/events/seminar", read_at: null });

    const page3 = notificationListResponseSchema.parse(
      (await call("/api/v1/notifications?per=2&page=3", as(me.signedIn))).body,
    );
    expect(page3.notifications.map((n) => [n.title, n.read_at !== null])).toEqual([["お知らせ0", true]]);
    expect((await currentUser(me.signedIn)).notification_unread_count).toBe(4);
  });

  it("marks one read (idempotent: the first read mark stays) and all read; the current user's count follows", async () => {
    const me = await student();
    await notify(database.db, [
      { userId: me.id, title: "a", body: "a", url: null },
      { userId: me.id, title: "b", body: "b", url: null },
      { userId: me.id, title: "c", body: "c", url: null },
    ]);
    const list = notificationListResponseSchema.parse((await call("/api/v1/notifications", as(me.signedIn))).body);
    const id = list.notifications[0]!.id;

    const once = await post(me.signedIn, `/api/v1/notifications/${id}/read`);
    expect(once.status).toBe(200);
    const first = notificationReadResponseSchema.parse(once.body);
    expect(first.notification.read_at).not.toBeNull();
    expect(first.notification_unread_count).toBe(2);
    const again = notificationReadResponseSchema.parse(
      (await post(me.signedIn, `/api/v1/notifications/${id}/read`)).body,
    );
    expect(again.notification.read_at).toBe(first.notification.read_at);
    expect(again.notification_unread_count).toBe(2);
    expect((await currentUser(me.signedIn)).notification_unread_count).toBe(2);

    const all = notificationsReadAllResponseSchema.parse(
      (await post(me.signedIn, "/api/v1/notifications/read_all")).body,
    );
    expect(all).toEqual({ marked: 2, notification_unread_count: 0 });
    expect(
      notificationsReadAllResponseSchema.parse((await post(me.signedIn, "/api/v1/notifications/read_all")).body),
    ).toEqual({ marked: 0, notification_unread_count: 0 });
    expect((await currentUser(me.signedIn)).notification_unread_count).toBe(0);
  });

  it("answers 404 for another student's notification and for ids that are not ids, changing nothing", async () => {
    const me = await student();
    const other = await student();
    await notify(database.db, [{ userId: other.id, title: "他人の", body: "x", url: null }]);
    const [theirs] = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, other.id));
    for (const id of [String(theirs!.id), "abc", "0", "-1", "99999999999"]) {
      const answer = await post(me.signedIn, `/api/v1/notifications/${id}/read`);
      expect(answer.status).toBe(404);
      expect(errorOf(answer).code).toBe("not_found");
    }
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(row!.readAt).toBeNull();
  });

  it("refuses the signed-out (401), a bad page (400) and a mutation without the CSRF token (403)", async () => {
    const me = await student();
    expect((await call("/api/v1/notifications")).status).toBe(401);
    expect((await call("/api/v1/notifications/read_all", { method: "POST" })).status).toBe(401);
    const badPage = await call("/api/v1/notifications?page=0", as(me.signedIn));
    expect(badPage.status).toBe(400);
    expect(errorOf(badPage).code).toBe("invalid_parameter");
    expect((await call("/api/v1/notifications?per=51", as(me.signedIn))).status).toBe(400);
    const noCsrf = await call("/api/v1/notifications/read_all", as(me.signedIn, { method: "POST", csrfHeader: null }));
    expect(noCsrf.status).toBe(403);
  });

  it("never answers a link off the site, even one stored by hand", async () => {
    const me = await student();
    await database.db.insert(notifications).values([
      { userId: me.id, title: "外", body: "x", url: "https://evil.example/" },
      { userId: me.id, title: "外2", body: "x", url: "//evil.example/" },
    ]);
    const list = notificationListResponseSchema.parse((await call("/api/v1/notifications", as(me.signedIn))).body);
    expect(list.notifications.map((n) => n.url)).toEqual([null, null]);
    await expect(
      notify(database.db, [{ userId: me.id, title: "t", body: "b", url: "https://evil.example" }]),
    ).rejects.toThrow(/not a path of this site/);
  });

  it("an editors' notice reaches every student of the graduation year, and only them", async () => {
    const [in2030a, in2030b] = await createStudents(database.db, 2, 2030);
    const [in2031] = await createStudents(database.db, 1, 2031);
    const sent = await postEditorNotice(database.db, {
      title: "30卒向けガイド",
      body: "公開しました",
      url: "/shutore",
      graduateYear: 2030,
    });
    const got = await database.db.execute<{ user_id: string }>(
      sql`select user_id from notifications where title = '30卒向けガイド' order by user_id`,
    );
    expect(got.rows.map((row) => row.user_id).sort()).toEqual([in2030a!, in2030b!].sort());
    expect(sent).toBe(2);
    expect(got.rows.some((row) => row.user_id === in2031)).toBe(false);
  });
});

describe("新着情報: /api/v1/whats_new_items", () => {
  async function followerOf(companyId: number, subscribed: boolean) {
    const me = await student();
    await database.db.insert(follows).values({ userId: me.id, companyId });
    if (subscribed)
      await database.db
        .insert(userMailCampaignTypes)
        .values({ userId: me.id, mailCampaignTypeKey: "whats_new_favorite_companies" });
    return me;
  }

  it("shows general news and followed companies' news (with whats_new_favorite_companies), reads one and all", async () => {
    const [companyId, otherCompanyId] = await createCompanies(database.db, 2);
    const me = await followerOf(companyId!, true);
    const unsubscribed = await followerOf(companyId!, false);
    const items = await database.db
      .insert(whatsNewItems)
      .values([
        { title: "フォロー企業の新着", body: "x", url: "/companies/1", companyId, publishedAt: minutesAgo(10) },
        { title: "他社の新着", body: "x", companyId: otherCompanyId, publishedAt: minutesAgo(9) },
        { title: "予約公開", body: "x", publishedAt: new Date(Date.now() + 3_600_000) },
      ])
      .returning({ id: whatsNewItems.id });
    const general = (await listFor(me.signedIn)).filter((item) => item.company === null);
    const mine = await listFor(me.signedIn);
    expect(mine.map((item) => item.title)).toContain("フォロー企業の新着");
    expect(mine.map((item) => item.title)).not.toContain("他社の新着");
    expect(mine.map((item) => item.title)).not.toContain("予約公開");
    expect(mine.find((item) => item.title === "フォロー企業の新着")!.company).toEqual({
      id: companyId,
      name: expect.any(String),
    });
    expect((await listFor(unsubscribed.signedIn)).map((item) => item.title)).not.toContain("フォロー企業の新着");

    const before = whatsNewListResponseSchema.parse((await call("/api/v1/whats_new_items", as(me.signedIn))).body);
    expect(before.whats_new_unread_count).toBe(general.length + 1);
    expect((await currentUser(me.signedIn)).whats_new_unread_count).toBe(before.whats_new_unread_count);

    const read = await post(me.signedIn, `/api/v1/whats_new_items/${items[0]!.id}/read`);
    expect(read.status).toBe(200);
    const answer = whatsNewItemReadResponseSchema.parse(read.body);
    expect(answer.whats_new_item.read_at).not.toBeNull();
    expect(answer.whats_new_unread_count).toBe(before.whats_new_unread_count - 1);
    const again = whatsNewItemReadResponseSchema.parse(
      (await post(me.signedIn, `/api/v1/whats_new_items/${items[0]!.id}/read`)).body,
    );
    expect(again.whats_new_item.read_at).toBe(answer.whats_new_item.read_at);

    // items the student does not see are unknown to them: 404, and no read row
    for (const id of [items[1]!.id, items[2]!.id]) {
      const refused = await post(me.signedIn, `/api/v1/whats_new_items/${id}/read`);
      expect(refused.status).toBe(404);
      expect(errorOf(refused).code).toBe("not_found");
    }
    expect((await post(me.signedIn, "/api/v1/whats_new_items/x1/read")).status).toBe(404);
    const rows = await database.db.select().from(whatsNewItemReads).where(eq(whatsNewItemReads.userId, me.id));
    expect(rows.map((row) => row.whatsNewItemId)).toEqual([items[0]!.id]);

    const all = whatsNewReadAllResponseSchema.parse((await post(me.signedIn, "/api/v1/whats_new_items/read_all")).body);
    expect(all).toEqual({ marked: before.whats_new_unread_count - 1, whats_new_unread_count: 0 });
    expect((await currentUser(me.signedIn)).whats_new_unread_count).toBe(0);
  });

  it("publishing a company's event announces it once to its followers, and hides it again when unpublished", async () => {
    const [companyId] = await createCompanies(database.db, 1);
    const me = await followerOf(companyId!, true);
    const { eventId } = await createEventWithSchedules(database.db, { title: "新作インターン", schedules: [{}] });
    await database.db.execute(
      sql`update events set host_company_id = ${companyId}, published_at = now() where id = ${eventId}`,
    );
    expect(await announceEventPublication(database.db, eventId)).toBe(true);
    expect(await announceEventPublication(database.db, eventId)).toBe(false);
    const mine = (await listFor(me.signedIn)).filter((item) => item.url === `/events/internship/${eventId}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain("新作インターン");

    await database.db.execute(sql`update events set published = false where id = ${eventId}`);
    expect((await listFor(me.signedIn)).some((item) => item.url === `/events/internship/${eventId}`)).toBe(false);
  });
});

async function listFor(signedIn: SignedIn) {
  const answer = await call("/api/v1/whats_new_items?per=50", as(signedIn));
  expect(answer.status).toBe(200);
  return whatsNewListResponseSchema.parse(answer.body).whats_new_items;
}
