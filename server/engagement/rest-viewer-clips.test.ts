import { DEMO_USER_EMAILS } from "../../db/seed";
import type { TestDatabase } from "../../db/testing";
import { eventDetailSchema } from "../../core/api/event-detail";
import { eventListResponseSchema } from "../../core/api/event-list";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail, type SignedIn } from "../testing/sign-in-as";
import { VIEWER_CDN_VARY } from "../platform/http/viewer-aware-response";
import { bookmarkIdOf, clipEvent, unclipEvent } from "./clip-service";

let database: TestDatabase;
let listing: FunctionModule["default"];
let detail: FunctionModule["default"];
let student: SignedIn;

beforeAll(async () => {
  database = await openSeededDatabase();
  listing = (await loadFunction("events-listing")).default;
  detail = (await loadFunction("event-detail")).default;
  await setTokenBasedAuth(database.db, false);
  student = await signInAs(database.db, await userIdByEmail(database.db, DEMO_USER_EMAILS[0]));
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function get(fn: FunctionModule["default"], path: string, auth: SignedIn | null) {
  const response = await fn(apiRequest(path, { cookies: auth?.cookies, headers: auth?.headers }));
  expect([path, response.status]).toEqual([path, 200]);
  return { headers: response.headers, body: (await response.json()) as unknown };
}

describe("REST event answers with a signed-in viewer", () => {
  it("lists set `clipped` from the viewer's clips; anonymous answers stay public (varying on the credentials), signed-in ones are no-store", async () => {
    const anonymous = await get(listing, "/api/v1/events?per=5", null);
    const anonymousBody = eventListResponseSchema.parse(anonymous.body);
    expect(anonymousBody.events.every((event) => !event.clipped)).toBe(true);
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(anonymous.headers.get("netlify-cdn-cache-control")).toMatch(/^public, durable/);
    expect(anonymous.headers.get("netlify-vary")).toBe(VIEWER_CDN_VARY);

    const target = anonymousBody.events[1]!;
    await clipEvent(database.db, student.userId, target.id);
    try {
      const signedIn = await get(listing, "/api/v1/events?per=5", student);
      const events = eventListResponseSchema.parse(signedIn.body).events;
      const clipped = new Set(
        (
          await Promise.all(
            events.map(async (event) => [event.id, await bookmarkIdOf(database.db, student.userId, event.id)] as const),
          )
        )
          .filter(([, id]) => id !== null)
          .map(([id]) => id),
      );
      expect(clipped.has(target.id)).toBe(true);
      for (const event of events) expect([event.id, event.clipped]).toEqual([event.id, clipped.has(event.id)]);
      expect(events.find((event) => event.id === target.id)?.clip_count).toBe(target.clip_count + 1);
      expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
      expect(signedIn.headers.get("netlify-cdn-cache-control")).toBeNull();

      // The anonymous answer is unchanged apart from the count.
      const again = eventListResponseSchema.parse((await get(listing, "/api/v1/events?per=5", null)).body);
      expect(again.events.find((event) => event.id === target.id)?.clipped).toBe(false);
    } finally {
      await unclipEvent(database.db, student.userId, target.id);
    }
  });

  it("the event detail carries the viewer's bookmark_id (the clip's id), null for anonymous requests, in session and token mode", async () => {
    const { events } = eventListResponseSchema.parse(
      (await get(listing, "/api/v1/events?per=1&category=seminar", null)).body,
    );
    const eventId = events[0]!.id;
    const path = `/api/v1/events/${eventId}`;
    const before = await get(detail, path, student);
    expect(eventDetailSchema.parse(before.body).bookmark_id).toBeNull();

    const { bookmarkId } = await clipEvent(database.db, student.userId, eventId);
    try {
      const signedIn = await get(detail, path, student);
      expect(eventDetailSchema.parse(signedIn.body).bookmark_id).toBe(bookmarkId);
      expect(signedIn.headers.get("cache-control")).toBe("private, no-store");

      const anonymous = await get(detail, path, null);
      expect(eventDetailSchema.parse(anonymous.body).bookmark_id).toBeNull();
      expect(anonymous.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(anonymous.headers.get("netlify-vary")).toBe(VIEWER_CDN_VARY);

      await setTokenBasedAuth(database.db, true);
      try {
        expect(eventDetailSchema.parse((await get(detail, path, student)).body).bookmark_id).toBe(bookmarkId);
        const cookieOnly = { ...student, headers: {} };
        expect(eventDetailSchema.parse((await get(detail, path, cookieOnly)).body).bookmark_id).toBeNull();
      } finally {
        await setTokenBasedAuth(database.db, false);
      }
    } finally {
      await unclipEvent(database.db, student.userId, eventId);
    }
  });
});
