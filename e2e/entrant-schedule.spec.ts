import { expect, test } from "@playwright/test";
import { DEMO_EMAIL, signInAsDemoStudent } from "./demo-student";
import { query } from "./site-database";

/**
 * The entrant's schedule page (issue 32): the seeded 本選考 that collects a PDF résumé and has assignments, entered by
 * the demo student (db/seed/builders/build-resume-sample.ts).
 */
async function sampleEntry(): Promise<{ eventId: number; entryId: number }> {
  const [row] = await query<{ event_id: number; entry_id: number }>(
    `select e.id as event_id, x.id as entry_id
       from events e join entries x on x.event_id = e.id join users u on u.id = x.user_id and u.email = $1
      where e.category = 'entry' and e.resume_published and e.resume_format = 'pdf' and x.state = 'entried'
        and exists (select 1 from event_questions q where q.schedule_id = x.schedule_id)
      order by e.id desc limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) throw new Error("the seed has no 本選考 with a résumé entered by the demo student");
  return { eventId: row.event_id, entryId: row.entry_id };
}

const SMALL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

test("an entrant submits a PDF résumé and an assignment; a non-PDF is refused on screen and by the API", async ({
  page,
}) => {
  const { eventId, entryId } = await sampleEntry();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  // the event page's entry area links to the page
  await signInAsDemoStudent(page, `/events/selection/${eventId}`);
  await expect(page.getByRole("link", { name: /提出物・課題/ }).first()).toHaveAttribute(
    "href",
    `/entered_schedules/${eventId}`,
  );
  await page
    .getByRole("link", { name: /提出物・課題/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/entered_schedules/${eventId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "提出物・選考スケジュール" })).toBeVisible();
  const resume = page.getByRole("region", { name: "履歴書・エントリーシート" });
  await expect(resume.getByTestId("resume-status")).toHaveText("未提出");

  // a PNG named .pdf: refused on screen, nothing sent
  await resume.getByLabel("PDFファイル（5MBまで）").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  });
  await resume.getByRole("button", { name: "履歴書・ESを提出する" }).click();
  await expect(resume.getByRole("alert")).toHaveText("PDFファイルではありません。PDF形式のファイルを選んでください。");

  // the API checks the content too: 415 with the JSON error, and nothing stored
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
  const refused = await page.request.post(`/api/v1/entries/${entryId}/resume/pdf`, {
    headers: {
      "X-Requested-With": "XMLHttpRequest",
      "X-CSRF-Token": csrf,
      "Content-Type": "application/pdf",
    },
    data: Buffer.from("GIF89a not a pdf"),
  });
  expect(refused.status()).toBe(415);
  expect((await refused.json()).error.code).toBe("unsupported_file_type");
  expect(
    await query<{ resume_kind: string | null }>(`select resume_kind from entries where id = $1`, [entryId]),
  ).toEqual([{ resume_kind: null }]);

  // a small PDF: submitted, its status changes, the student downloads it back
  await resume.getByLabel("PDFファイル（5MBまで）").setInputFiles({
    name: "エントリーシート.pdf",
    mimeType: "application/pdf",
    buffer: SMALL_PDF,
  });
  await resume.getByRole("button", { name: "履歴書・ESを提出する" }).click();
  await expect(page.getByText("履歴書・ESを提出しました。")).toBeVisible();
  await expect(resume.getByTestId("resume-status")).toHaveText("提出済み");
  const download = resume.getByRole("link", { name: "エントリーシート.pdfをダウンロード" });
  await expect(download).toHaveAttribute("href", `/api/v1/entries/${entryId}/resume/pdf`);
  const file = await page.request.get(`/api/v1/entries/${entryId}/resume/pdf`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await file.body()).equals(SMALL_PDF)).toBe(true);

  // the open assignment, answered by URL
  const assignment = page.getByRole("listitem").filter({ hasText: "一次選考課題" });
  await assignment.getByLabel("提出するURL（https://〜）").fill("https://youtu.be/mirai-pr");
  await assignment.getByRole("button", { name: /^提出する/ }).click();
  await expect(assignment.getByRole("link", { name: "https://youtu.be/mirai-pr" })).toBeVisible();
  await expect(assignment.getByText("提出済み")).toBeVisible();

  expect(errors).toEqual([]);
});

test("an anonymous visitor gets 401 from the download and is asked to sign in on the page", async ({ page }) => {
  const { eventId, entryId } = await sampleEntry();
  expect((await page.request.get(`/api/v1/entries/${entryId}/resume/pdf`)).status()).toBe(401);
  await page.goto(`/entered_schedules/${eventId}`);
  await expect(page.getByRole("link", { name: "ログインする" })).toHaveAttribute(
    "href",
    `/login?return_to=${encodeURIComponent(`/entered_schedules/${eventId}`)}`,
  );
});
