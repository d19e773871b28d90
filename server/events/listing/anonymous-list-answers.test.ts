import { randomBytes } from "node:crypto";
import { clips, users } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { eventListResponseSchema } from "../../../core/api/event-list";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { credentialsFor } from "../../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { signInAs } from "../../testing/sign-in-as";
import { LIST_ANSWER_MAX_AGE_MS } from "./anonymous-list-answers";

let database: TestDatabase;
let listing: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  listing = (await loadFunction("events-listing")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function newStudentId(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({
      email: `a${randomBytes(6).toString("hex")}@example.com`,
      uniqueId: randomBytes(16).toString("hex"),
      graduateYear: 2027,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function clipCountOf(path: string, eventId: number, options?: ApiRequestOptions) {
  const response = await listing(apiRequest(path, options));
  expect(response.status).toBe(200);
  const body = eventListResponseSchema.parse(await response.json());
  return {
    clipCount: body.events.find((event) => event.id === eventId)!.clip_count,
    cacheControl: response.headers.get("Cache-Control"),
  };
}

describe("anonymous list answers", () => {
  it("are reused by the instance for up to LIST_ANSWER_MAX_AGE_MS, then computed from the database again", async () => {
    // The clock of the reuse stands still until the test moves it, however slow the machine.
    const start = Date.now();
    const clock = jest.spyOn(Date, "now").mockReturnValue(start);
    const path = "/api/v1/events?category=seminar&sort=start_at&per=5";
    const first = eventListResponseSchema.parse(await (await listing(apiRequest(path))).json());
    const eventId = first.events[0]!.id;
    const before = await clipCountOf(path, eventId);
    await database.db.insert(clips).values({ userId: await newStudentId(), eventId });

    const reused = await clipCountOf(path, eventId);
    expect(reused.clipCount).toBe(before.clipCount);

    clock.mockReturnValue(start + LIST_ANSWER_MAX_AGE_MS - 1);
    expect((await clipCountOf(path, eventId)).clipCount).toBe(before.clipCount);
    clock.mockReturnValue(start + LIST_ANSWER_MAX_AGE_MS);
    expect((await clipCountOf(path, eventId)).clipCount).toBe(before.clipCount + 1);
  });

  it("are never given to a signed-in student, whose answer is computed and private", async () => {
    jest.spyOn(Date, "now").mockReturnValue(Date.now());
    const path = "/api/v1/events?category=internship&sort=start_at&per=5";
    const first = eventListResponseSchema.parse(await (await listing(apiRequest(path))).json());
    const eventId = first.events[0]!.id;
    const before = await clipCountOf(path, eventId);
    const student = await signInAs(database.db, await newStudentId());
    await database.db.insert(clips).values({ userId: student.userId, eventId });

    const signedIn = await clipCountOf(path, eventId, await credentialsFor(database.db, student, "session"));
    expect(signedIn).toEqual({ clipCount: before.clipCount + 1, cacheControl: "private, no-store" });
    expect((await clipCountOf(path, eventId)).clipCount).toBe(before.clipCount);
  });
});
