import { randomBytes } from "node:crypto";
import { closeCachedDb } from "../../db/client";
import { popups, users } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { popupResponseSchema } from "../../core/api/popups";
import { VIEWER_CDN_VARY } from "../platform/http/viewer-aware-response";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { findActivePopup } from "./active-popup";

let database: TestDatabase;
let popupsFunction: FunctionModule["default"];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  popupsFunction = (await loadFunction("popups")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeCachedDb();
  delete process.env.DATABASE_URL;
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(popups);
});

type PopupInsert = typeof popups.$inferInsert;

async function addPopup(values: Partial<PopupInsert> & { id: number }): Promise<void> {
  const now = Date.now();
  await database.db.insert(popups).values({
    popupType: "text",
    title: `お知らせ ${values.id}`,
    message: "メッセージ",
    url: "/events/internship",
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + DAY),
    ...values,
  });
}

async function student(graduateYear: number | null): Promise<SignedIn> {
  const [user] = await database.db
    .insert(users)
    .values({
      email: `p${randomBytes(6).toString("hex")}@example.com`,
      uniqueId: randomBytes(16).toString("hex"),
      graduateYear,
    })
    .returning({ id: users.id });
  return signInAs(database.db, user!.id);
}

async function popupIdFor(path: string, signedIn?: SignedIn): Promise<number | null> {
  const response = await popupsFunction(
    apiRequest(`/api/v1/popups?path=${encodeURIComponent(path)}`, { cookies: signedIn?.cookies }),
  );
  expect(response.status).toBe(200);
  return popupResponseSchema.parse(await response.json()).popup?.id ?? null;
}

describe("GET /api/v1/popups", () => {
  it("answers the active popup with its fields", async () => {
    const startsAt = new Date("2026-01-01T00:00:00.000Z");
    const endsAt = new Date("2099-01-01T00:00:00.000Z");
    await addPopup({
      id: 7,
      popupType: "image",
      title: "夏のインターンシップ特集",
      message: null,
      imageUrl: "/media/x.jpg",
      url: "/feature_events/2",
      startsAt,
      endsAt,
    });
    const response = await popupsFunction(apiRequest("/api/v1/popups?path=/"));
    expect(popupResponseSchema.parse(await response.json())).toEqual({
      popup: {
        id: 7,
        type: "image",
        url: "/feature_events/2",
        title: "夏のインターンシップ特集",
        message: null,
        image_url: "/media/x.jpg",
        target_path_prefixes: [],
        target_graduate_years: [],
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
      },
    });
  });

  it("answers null when nothing is active", async () => {
    const response = await popupsFunction(apiRequest("/api/v1/popups?path=/companies"));
    expect(await response.json()).toEqual({ popup: null });
  });

  it("shows a popup only inside its schedule window, leaving out unpublished ones", async () => {
    const now = Date.now();
    await addPopup({ id: 1, startsAt: new Date(now + MINUTE), endsAt: new Date(now + DAY) });
    await addPopup({ id: 2, startsAt: new Date(now - DAY), endsAt: new Date(now - 1000) });
    await addPopup({ id: 3, published: false });
    expect(await popupIdFor("/")).toBeNull();
    await addPopup({ id: 4, startsAt: new Date(now - MINUTE), endsAt: new Date(now + MINUTE) });
    expect(await popupIdFor("/")).toBe(4);
  });

  it("counts starts_at as inside the window and ends_at as outside", async () => {
    const startsAt = new Date("2026-07-01T00:00:00.000Z");
    const endsAt = new Date("2026-07-08T00:00:00.000Z");
    await addPopup({ id: 1, startsAt, endsAt });
    expect((await findActivePopup(database.db, "/", null, new Date(startsAt.getTime() - 1)))?.id).toBeUndefined();
    expect((await findActivePopup(database.db, "/", null, startsAt))?.id).toBe(1);
    expect((await findActivePopup(database.db, "/", null, new Date(endsAt.getTime() - 1)))?.id).toBe(1);
    expect((await findActivePopup(database.db, "/", null, endsAt))?.id).toBeUndefined();
  });

  it("targets pages by path prefix at segment boundaries; no prefix means every page", async () => {
    await addPopup({ id: 1, targetPathPrefixes: ["/events", "/feature_events"] });
    expect(await popupIdFor("/events")).toBe(1);
    expect(await popupIdFor("/events/internship")).toBe(1);
    expect(await popupIdFor("/feature_events/2")).toBe(1);
    expect(await popupIdFor("/eventsx")).toBeNull();
    expect(await popupIdFor("/companies")).toBeNull();
    expect(await popupIdFor("/")).toBeNull();
    await addPopup({ id: 2, priority: -1 });
    expect(await popupIdFor("/companies")).toBe(2);
    expect(await popupIdFor("/events/internship")).toBe(1);
  });

  it("targets graduate years: only signed-in students of those years; anonymous viewers get untargeted popups only", async () => {
    await addPopup({ id: 1, targetGraduateYears: [2027] });
    const of2027 = await student(2027);
    const of2028 = await student(2028);
    const withoutYear = await student(null);
    expect(await popupIdFor("/", of2027)).toBe(1);
    expect(await popupIdFor("/", of2028)).toBeNull();
    expect(await popupIdFor("/", withoutYear)).toBeNull();
    expect(await popupIdFor("/")).toBeNull();
    await addPopup({ id: 2, priority: -1 });
    expect(await popupIdFor("/")).toBe(2);
    expect(await popupIdFor("/", of2028)).toBe(2);
    expect(await popupIdFor("/", of2027)).toBe(1);
  });

  it("picks the highest priority, then the newest, then the highest id", async () => {
    const now = Date.now();
    await addPopup({ id: 1, priority: 0, createdAt: new Date(now - MINUTE) });
    await addPopup({ id: 2, priority: 0, createdAt: new Date(now - 2 * MINUTE) });
    expect(await popupIdFor("/")).toBe(1);
    await addPopup({ id: 3, priority: 5, createdAt: new Date(now - DAY) });
    expect(await popupIdFor("/")).toBe(3);
    await addPopup({ id: 4, priority: 5, createdAt: new Date(now - DAY) });
    expect(await popupIdFor("/")).toBe(4);
  });

  it("sets viewer-aware cache headers: public and varied on credentials anonymous, private no-store signed in", async () => {
    await addPopup({ id: 1 });
    const anonymous = await popupsFunction(apiRequest("/api/v1/popups?path=/"));
    expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(anonymous.headers.get("Netlify-CDN-Cache-Control")).toBe(
      "public, durable, max-age=60, stale-while-revalidate=60",
    );
    expect(anonymous.headers.get("Netlify-Vary")).toBe(VIEWER_CDN_VARY);
    const signedIn = await popupsFunction(
      apiRequest("/api/v1/popups?path=/", { cookies: (await student(2027)).cookies }),
    );
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect(signedIn.headers.get("Netlify-Vary")).toBe(VIEWER_CDN_VARY);
  });

  it.each([
    ["path="],
    ["path=events"],
    ["path=//evil.example"],
    ["path=/events?x=1"],
    ["path=/a%20b"],
    [""],
    [`path=/${"a".repeat(512)}`],
  ])("answers 400 invalid_parameter for a bad path (%s)", async (query) => {
    await addPopup({ id: 1 });
    const response = await popupsFunction(apiRequest(`/api/v1/popups?${query}`));
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe("invalid_parameter");
  });
});
