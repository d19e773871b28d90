import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { pseudonymFor, readPseudonymSecret } from "../server/recruiters/student-pseudonym";
import { DEMO_EMAIL, demoStudentMails, signInAsDemoStudent } from "./demo-student";
import { query } from "./site-database";

const run = promisify(execFile);

type Company = { id: number; name: string };
type RecruiterThread = {
  chat: { id: number; open: boolean; student: { pseudonym: string; name: string | null; university: string | null } };
  messages: { id: number; sender_type: "user" | "company"; body: string }[];
};

async function demoStudent(): Promise<{ id: string; graduateYear: number }> {
  const [row] = await query<{ id: string; graduate_year: number; receive_scout_message: boolean }>(
    `select id, graduate_year, receive_scout_message from users where email = $1`,
    [DEMO_EMAIL],
  );
  if (!row?.receive_scout_message)
    throw new Error("the seeded demo student must accept scouts (users.receive_scout_message)");
  return { id: row.id, graduateYear: row.graduate_year };
}

/** A company that has never scouted or talked to the demo student. */
async function strangerCompany(): Promise<Company> {
  const [row] = await query<Company>(
    `select c.id, c.name from companies c join users u on u.email = $1
      where not exists (select 1 from chats ch where ch.company_id = c.id and ch.user_id = u.id)
        and not exists (select 1 from scout_messages s where s.company_id = c.id and s.user_id = u.id)
      order by c.id limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) throw new Error("every seeded company already talks to the demo student");
  return row;
}

/** The demo student's unread company messages: what the header's 未読のコメント badge counts. */
async function unreadComments(): Promise<number> {
  const [row] = await query<{ n: number }>(
    `select count(*)::int as n from chat_messages m join chats ch on ch.id = m.chat_id join users u on u.id = ch.user_id
      where u.email = $1 and m.sender_type = 'company' and m.read_at is null`,
    [DEMO_EMAIL],
  );
  return row!.n;
}

/** A recruiter token for the company, issued as staff issue one: `npm run recruiter:token -- --company N`. */
async function issueRecruiterToken(companyId: number): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      path.join("node_modules", "tsx", "dist", "cli.mjs"),
      "scripts/recruiter-token.ts",
      "--company",
      String(companyId),
      "--label",
      "e2e",
    ],
    {
      env: process.env,
    },
  );
  const token = /^token:\s+(\S+)$/m.exec(stdout)?.[1];
  if (!token) throw new Error(`npm run recruiter:token printed no token:\n${stdout}`);
  return token;
}

async function recruiterThread(request: APIRequestContext, token: string, chatId: number): Promise<RecruiterThread> {
  const response = await request.get(`/api/v1/recruiter/chats/${chatId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as RecruiterThread;
}

/** The header's unread-comments badge says `count`; none at all when it is 0. */
async function expectCommentsBadge(page: Page, count: number): Promise<void> {
  const badge = page.locator('header [data-badge="comments"]');
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge.first()).toContainText(`未読のコメント ${count}件`);
}

test("a recruiter scouts the demo student, who sees the badge, accepts, exchanges messages, and the badge clears", async ({
  page,
  request,
}) => {
  const student = await demoStudent();
  const company = await strangerCompany();
  const token = await issueRecruiterToken(company.id);
  const recruiter = { Authorization: `Bearer ${token}` };

  // Signing in makes the student the most recently active: the company's search finds them on its first page, anonymised.
  await signInAsDemoStudent(page);
  const search = await request.get(`/api/v1/recruiter/students?graduate_year=${student.graduateYear}&per=50`, {
    headers: recruiter,
  });
  expect(search.status()).toBe(200);
  const { students } = (await search.json()) as { students: Record<string, unknown>[] };
  const pseudonym = pseudonymFor(readPseudonymSecret(), company.id, student.id);
  const found = students.find((candidate) => candidate.pseudonym === pseudonym);
  expect(found, "the demo student is on the first page of the company's search").toBeDefined();
  expect(JSON.stringify(found)).not.toContain(DEMO_EMAIL);
  expect(found).not.toHaveProperty("name");

  const before = await unreadComments();
  const subject = "【E2E】特別選考のご案内";
  const sent = await request.post("/api/v1/recruiter/scouts", {
    headers: recruiter,
    data: {
      student: pseudonym,
      subject,
      body: "プロフィールを拝見しました。ぜひ一度お話しさせてください。",
      expires_in_days: 7,
    },
  });
  expect(sent.status()).toBe(201);
  const { chat_id: chatId } = (await sent.json()) as { chat_id: number };
  expect((await recruiterThread(request, token, chatId)).chat).toMatchObject({
    open: false,
    student: { pseudonym, name: null, university: null },
  });
  await expect
    .poll(async () =>
      (await demoStudentMails(page)).some(
        (text) => text.includes(`スカウトが届きました`) && text.includes(`/chats?id=${chatId}`),
      ),
    )
    .toBe(true);

  // The student: the badge counts the scout; the list shows it first, tagged スカウト.
  await page.goto("/");
  await expectCommentsBadge(page, before + 1);
  await page.locator('header [data-badge="comments"] a').first().click();
  await expect(page).toHaveURL(/\/chats$/);
  const row = page.locator(`a[href="/chats?id=${chatId}"]`);
  await expect(
    page.getByRole("region", { name: "メッセージ" }).getByRole("listitem").first().locator("a"),
  ).toHaveAttribute("href", `/chats?id=${chatId}`);
  await expect(row).toContainText("スカウト");
  await expect(row).toContainText(company.name);
  await row.click();

  // Reading the scout clears its unread mark; no composer until the student answers.
  await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: subject })).toBeVisible();
  await expect(page.getByText("スカウトに「興味あり」と回答すると、メッセージを送れるようになります。")).toBeVisible();
  await expectCommentsBadge(page, before);
  await page.getByRole("button", { name: "興味あり" }).click();
  await expect(page.getByText("興味ありと回答しました。メッセージをやりとりできます。")).toBeVisible();

  // The company now sees who the student is, and reads the student's message.
  const composer = page.getByLabel("メッセージを入力");
  await composer.fill("ご連絡ありがとうございます。\nぜひお話を伺いたいです。");
  await composer.press("Control+Enter");
  await expect(page.getByRole("list", { name: "メッセージ" }).getByText("ぜひお話を伺いたいです。")).toBeVisible();
  await expect(composer).toHaveValue("");
  const opened = await recruiterThread(request, token, chatId);
  expect(opened.chat.open).toBe(true);
  expect(opened.chat.student.name).toBeTruthy();
  expect(opened.messages.map((message) => [message.sender_type, message.body])).toContainEqual([
    "user",
    "ご連絡ありがとうございます。\nぜひお話を伺いたいです。",
  ]);

  // The company's reply arrives without a reload (the thread polls), is marked read as shown, and the badge clears.
  const reply = "ありがとうございます。面談の候補日を https://example.com/schedule からお選びください。";
  const replied = await request.post(`/api/v1/recruiter/chats/${chatId}/messages`, {
    headers: recruiter,
    data: { body: reply },
  });
  expect(replied.status()).toBe(201);
  const replyItem = page
    .getByRole("list", { name: "メッセージ" })
    .getByRole("listitem")
    .filter({ hasText: "面談の候補日" });
  // the open thread asks for new messages every 10 s (ChatsPage's pollIntervalMs): one interval and some margin
  await expect(replyItem).toBeVisible({ timeout: 15_000 });
  await expect(replyItem.getByRole("link", { name: "https://example.com/schedule" })).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow ugc",
  );
  await expectCommentsBadge(page, before);
  await expect.poll(unreadComments).toBe(before);

  // The student's message shows 既読 once the company marks the chat read.
  expect((await request.post(`/api/v1/recruiter/chats/${chatId}/read`, { headers: recruiter })).status()).toBe(200);
  await page.reload();
  await expect(
    page
      .getByRole("list", { name: "メッセージ" })
      .getByRole("listitem")
      .filter({ hasText: "ぜひお話を伺いたいです。" }),
  ).toContainText("既読");
});
