import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { ownFeatureEventSql } from "../../db/sql/own-feature-event";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { handleEventPageRequest } from "./event-pages-handler";

let database: TestDatabase;

beforeAll(async () => {
  database = await openSeededDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

const get = (path: string) =>
  handleEventPageRequest(new Request(`http://127.0.0.1:9/${path.replace(/^\//, "")}`), () => database.db);

async function one<Row>(query: ReturnType<typeof sql>): Promise<Row> {
  const [row] = (await database.db.execute(query)).rows as Row[];
  if (!row) throw new Error("the seed lacks the row this test needs");
  return row;
}

describe("/events/gosetsu/{event_id}", () => {
  it("sends a published fair to the feature event page its card links to (302, query kept)", async () => {
    const fair = await one<{ id: number; feature_event_id: number }>(sql`
      select e.id, ${sql.raw(ownFeatureEventSql("e.id"))} as feature_event_id from events e
      where e.category = 'gosetsu' and e.published and (e.published_at is null or e.published_at <= now())
        and ${sql.raw(ownFeatureEventSql("e.id"))} is not null
      order by e.id limit 1`);
    const response = await get(`/events/gosetsu/${fair.id}?utm_source=mail`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/feature_events/${fair.feature_event_id}?utm_source=mail`);
  });

  it("answers 404 for an event that is no fair, an unpublished fair and an unknown id", async () => {
    const seminar = await one<{ id: number }>(
      sql`select id from events where category = 'seminar' order by id limit 1`,
    );
    const hidden = await one<{ id: number }>(sql`
      insert into events (category, title, description_markdown, published) values ('gosetsu', '非公開の合同説明会', 'テスト', false) returning id`);
    for (const id of [seminar.id, hidden.id, 99_999_999]) {
      expect((await get(`/events/gosetsu/${id}`)).status).toBe(404);
    }
  });
});
