import { eq } from "drizzle-orm";
import { companyLogoRecipe } from "../../../db/seed/media/row-recipes";
import { sampleMediaPath, type SampleRecipe } from "../../../db/seed/media/sample-recipes";
import { companies } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import type { MediaStore } from "../../../server/media/media-store";
import { createCompanies } from "../../../server/testing/company-fixtures";
import { openTestMediaStore, type TestMediaStore } from "../../../server/testing/test-media-store";
import { drawMissingSampleMedia } from "./sample-media";
import { sampleKeyOfRequest, sampleMediaOnDemand } from "./sample-media-on-demand";

jest.setTimeout(60_000);

const TEXT = { japaneseFamily: null };

let media: TestMediaStore;
let database: TestDatabase;

/** Counts writes, to tell a drawing from a picture kept. */
function countingStore(store: MediaStore): MediaStore & { puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    get: (key) => store.get(key),
    list: (prefix) => store.list(prefix),
    put: async (key, bytes, metadata) => (puts.push(key), store.put(key, bytes, metadata)),
  };
}

beforeAll(async () => {
  [media, database] = await Promise.all([openTestMediaStore(), createTestDatabase()]);
});

afterAll(async () => {
  await Promise.all([media.close(), database.close()]);
});

describe("drawMissingSampleMedia", () => {
  const jobs = (
    [
      { kind: "avatar", variant: 1 },
      { kind: "avatar", variant: 2 },
      { kind: "scene", scene: "office", variant: 0 },
    ] as SampleRecipe[]
  ).map((recipe) => ({ key: sampleMediaPath(recipe).slice("/media/".length), recipe }));

  it("draws what the store lacks with its type and size, and keeps what it has", async () => {
    const store = countingStore(media.store);
    const first = await drawMissingSampleMedia(jobs.slice(0, 2), store, { text: TEXT });
    expect([first.images, first.drawn, first.drawnBytes > 0]).toEqual([2, 2, true]);
    const again = await drawMissingSampleMedia(jobs, store, { text: TEXT });
    expect([again.images, again.drawn]).toEqual([3, 1]);
    // the first run draws its two in parallel (either may be stored first); the second stores only what was missing
    expect(store.puts.slice(0, 2).sort()).toEqual(
      jobs
        .slice(0, 2)
        .map((job) => job.key)
        .sort(),
    );
    expect(store.puts.slice(2)).toEqual([jobs[2]!.key]);
    expect((await media.store.get(jobs[2]!.key))?.metadata).toEqual({
      contentType: "image/jpeg",
      width: 1200,
      height: 800,
    });
  });
});

describe("sample images drawn on their first request (the local server)", () => {
  it("finds the sample key of an original or of the proxy's source, and nothing else", () => {
    expect(sampleKeyOfRequest("/media/sample/logos/1-0a1b2c3d.png")).toBe("sample/logos/1-0a1b2c3d.png");
    expect(sampleKeyOfRequest("/_img?url=/media/sample/logos/1-0a1b2c3d.png&w=320")).toBe(
      "sample/logos/1-0a1b2c3d.png",
    );
    expect(sampleKeyOfRequest("/_img?url=/media/uploads/a.png&w=320")).toBeNull();
    expect(sampleKeyOfRequest("/_img?url=/media/sample/../x&w=320")).toBeNull();
    expect(sampleKeyOfRequest("/events/internship")).toBeNull();
  });

  it("draws a picture a row names once, from that row, and leaves unknown keys to the function's 404", async () => {
    const [id] = await createCompanies(database.db, 1);
    const [company] = await database.db.select().from(companies).where(eq(companies.id, id!));
    const logo = sampleMediaPath(companyLogoRecipe(company!), id);
    await database.db.update(companies).set({ squareLogoUrl: logo }).where(eq(companies.id, id!));
    const store = countingStore(media.store);
    const onDemand = sampleMediaOnDemand({ databaseUrl: database.url, store });
    try {
      await Promise.all([onDemand.prepare(`/_img?url=${logo}&w=320`), onDemand.prepare(logo)]);
      await onDemand.prepare(logo);
      await onDemand.prepare("/media/sample/logos/999-0a1b2c3d.png");
      expect(store.puts).toEqual([logo.slice("/media/".length)]);
      expect((await media.store.get(logo.slice("/media/".length)))?.metadata).toEqual({
        contentType: "image/png",
        width: 400,
        height: 400,
      });
    } finally {
      await onDemand.close();
    }
  });
});
