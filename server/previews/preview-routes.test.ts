import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { eventDetailSchema, schedulesResponseSchema } from "../../core/api/event-detail";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { readPreviewEnv } from "./preview-env";
import { createPreviewToken } from "./preview-token";

let database: TestDatabase;
let previews: FunctionModule["default"];
let unpublished: { id: number; title: string; schedule_count: number };

const secret = () => readPreviewEnv().PREVIEW_SECRET;
const inOneHour = () => new Date(Date.now() + 3_600_000);

beforeAll(async () => {
  database = await openSeededDatabase();
  previews = (await loadFunction("events-previews")).default;
  const [row] = (
    await database.db.execute(sql`
      select e.id, e.title, (select count(*)::int from schedules s where s.event_id = e.id) as schedule_count
      from events e where not e.published order by e.id limit 1`)
  ).rows as Array<typeof unpublished>;
  unpublished = row!;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

const paths = (id: number, token: string) => [
  `/api/v1/events/${id}/previews/basic_information?token=${encodeURIComponent(token)}`,
  `/api/v1/events/${id}/previews/schedules?token=${encodeURIComponent(token)}`,
];

describe("GET /api/v1/events/{event_id}/previews/…", () => {
  it("answers an unpublished event's detail and schedules with a valid token, never cached", async () => {
    const token = createPreviewToken(unpublished.id, secret(), inOneHour());
    const [detailPath, schedulesPath] = paths(unpublished.id, token);
    const detailResponse = await previews(apiRequest(detailPath!));
    expect(detailResponse.status).toBe(200);
    expect(detailResponse.headers.get("Cache-Control")).toBe("no-store");
    expect(eventDetailSchema.parse(await detailResponse.json())).toMatchObject({
      id: unpublished.id,
      title: unpublished.title,
    });
    const schedulesResponse = await previews(apiRequest(schedulesPath!));
    expect(schedulesResponseSchema.parse(await schedulesResponse.json()).schedules).toHaveLength(
      unpublished.schedule_count,
    );
  });

  it.each([
    ["no token", () => ""],
    ["an expired token", () => createPreviewToken(unpublished.id, secret(), new Date(Date.now() - 1000))],
    ["a token signed with another secret", () => createPreviewToken(unpublished.id, `${secret()}-forged`, inOneHour())],
    ["another event's token", () => createPreviewToken(unpublished.id + 1, secret(), inOneHour())],
  ])("answers 404 with %s", async (_, makeToken) => {
    for (const path of paths(unpublished.id, makeToken())) {
      const response = await previews(apiRequest(path));
      expect(response.status).toBe(404);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe("not_found");
    }
  });

  it("answers 404 for an unknown event even with a token signed for its id", async () => {
    const response = await previews(
      apiRequest(paths(99999999, createPreviewToken(99999999, secret(), inOneHour()))[0]!),
    );
    expect(response.status).toBe(404);
  });
});
