import { getStore } from "@netlify/blobs";
import { eq, sql } from "drizzle-orm";
import { entries, eventAnswers } from "../../db/schema";
import { answerQuestion } from "./answer-question";
import { contextResumeStore, RESUME_STORE_NAME } from "./resume-store";
import { submitResumePdf, submitResumeUrl } from "./submit-resume";
import { describeOnPostgres } from "../testing/describe-on-postgres";
import { createResumeEntry, samplePdf } from "../testing/resume-fixtures";
import { openTestMediaStore, type TestMediaStore } from "../testing/test-media-store";

/**
 * Simultaneous submissions of one student on a real Postgres server (PGlite runs one transaction at a time): the
 * entry's row lock makes the last valid submission win whole. Opt-in: TEST_POSTGRES_URL (scripts/ci/start-test-postgres.sh).
 */

let blobs: TestMediaStore;

beforeAll(async () => {
  blobs = await openTestMediaStore();
  blobs.actAsFunctionContext();
}, 60_000);

afterAll(async () => {
  await blobs?.close();
});

const pdfRequest = (bytes: Uint8Array, name: string) =>
  new Request("http://localhost/api", {
    method: "POST",
    headers: { "X-File-Name": encodeURIComponent(name) },
    body: Buffer.from(bytes),
  });

const keysOf = async (entryId: number) =>
  (await getStore({ name: RESUME_STORE_NAME }).list({ prefix: `entries/${entryId}/` })).blobs.map((blob) => blob.key);

describeOnPostgres("résumé submissions at once", { prefix: "mirai_resume_race", max: 12 }, (database) => {
  async function warm(count: number) {
    await Promise.all(Array.from({ length: count }, () => database().execute(sql`select pg_sleep(0.05)`)));
  }

  it("eight PDFs at once: all answered 200, the row holds exactly one of them whole, its file is the only one kept", async () => {
    const fixture = await createResumeEntry(database());
    const files = Array.from({ length: 8 }, (_, index) => ({ name: `es-${index}.pdf`, bytes: samplePdf(`v${index}`) }));
    await warm(8);
    const settled = await Promise.allSettled(
      files.map((file) =>
        submitResumePdf(
          database(),
          contextResumeStore,
          fixture.userId,
          String(fixture.entryId),
          pdfRequest(file.bytes, file.name),
        ),
      ),
    );
    expect(settled.map((result) => result.status)).toEqual(Array(8).fill("fulfilled"));

    const [row] = await database().select().from(entries).where(eq(entries.id, fixture.entryId));
    expect(row!.resumeVersion).toBe(8);
    expect(row!.resumeKind).toBe("pdf");
    const winner = files.find((file) => file.name === row!.resumeFileName)!;
    expect(winner).toBeDefined();
    const stored = await contextResumeStore().get(row!.resume!);
    expect(Buffer.from(stored!).equals(Buffer.from(winner.bytes))).toBe(true);
    expect(await keysOf(fixture.entryId)).toEqual([row!.resume]);
  });

  it("six URLs at once: the row holds one of them whole, counted six times", async () => {
    const fixture = await createResumeEntry(database(), { format: "url" });
    await warm(6);
    const urls = Array.from({ length: 6 }, (_, index) => `https://docs.example.com/es/${index}`);
    await Promise.all(
      urls.map((url) => submitResumeUrl(database(), contextResumeStore, fixture.userId, String(fixture.entryId), url)),
    );
    const [row] = await database().select().from(entries).where(eq(entries.id, fixture.entryId));
    expect(row!.resumeVersion).toBe(6);
    expect(urls).toContain(row!.resume);
    expect(row!.resumeFileName).toBeNull();
  });

  it("six answers to one assignment at once: one row, holding one of them", async () => {
    const fixture = await createResumeEntry(database());
    await warm(6);
    const urls = Array.from({ length: 6 }, (_, index) => `https://youtu.be/${index}`);
    const settled = await Promise.allSettled(
      urls.map((url) =>
        answerQuestion(
          database(),
          fixture.userId,
          { entry_id: String(fixture.entryId), event_question_id: String(fixture.openQuestionId) },
          url,
        ),
      ),
    );
    expect(settled.map((result) => result.status)).toEqual(Array(6).fill("fulfilled"));
    const rows = await database()
      .select()
      .from(eventAnswers)
      .where(eq(eventAnswers.eventQuestionId, fixture.openQuestionId));
    expect(rows).toHaveLength(1);
    expect(urls).toContain(rows[0]!.submittedUrl);
  });
});
