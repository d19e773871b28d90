import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createStudents } from "../testing/entry-fixtures";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { IDEMPOTENCY_WINDOW_MS } from "./create-entry";
import { sweepEntryRequests } from "./sweep-entry-requests";

let database: TestDatabase;

beforeAll(async () => {
  database = await openSeededDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

it("deletes Idempotency-Key records past the 24 h window and keeps the ones a retry may still replay", async () => {
  const [userId] = await createStudents(database.db, 1);
  const now = new Date("2027-01-10T00:00:00Z");
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  await database.db.execute(sql`
    insert into entry_requests (user_id, idempotency_key, status, body, created_at) values
      (${userId}, 'old', 201, '"{}"'::jsonb, ${at(IDEMPOTENCY_WINDOW_MS + 1)}),
      (${userId}, 'edge', 201, '"{}"'::jsonb, ${at(IDEMPOTENCY_WINDOW_MS)}),
      (${userId}, 'fresh', 409, '"{}"'::jsonb, ${at(IDEMPOTENCY_WINDOW_MS - 1000)})`);

  expect(await sweepEntryRequests(database.db, now)).toBe(2);
  const left = await database.db.execute<{ idempotency_key: string }>(
    sql`select idempotency_key from entry_requests where user_id = ${userId}`,
  );
  expect(left.rows.map((row) => row.idempotency_key)).toEqual(["fresh"]);
  expect(await sweepEntryRequests(database.db, now)).toBe(0);
});
