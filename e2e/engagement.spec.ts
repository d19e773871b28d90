import { expect, test } from "@playwright/test";
import { DEMO_EMAIL, signInAsDemoStudent } from "./demo-student";
import { query } from "./site-database";

/** A published seminar with a host company that the demo student neither clipped nor follows. */
async function untouchedEvent(): Promise<{ id: number; company: string; companyId: number }> {
  const [row] = await query<{ id: number; company: string; company_id: number }>(
    `select e.id, c.name as company, c.id as company_id from events e join companies c on c.id = e.host_company_id
     join users u on u.email = $1
     where e.category = 'seminar' and e.published and (e.published_at is null or e.published_at <= now())
       and not exists (select 1 from clips cl where cl.event_id = e.id and cl.user_id = u.id)
       and not exists (select 1 from follows f where f.company_id = c.id and f.user_id = u.id)
     order by e.id limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) throw new Error("the seed has no suitable seminar");
  return { id: row.id, company: row.company, companyId: row.company_id };
}

test.describe("follow and clip", () => {
  test("anonymous visitors get sign-in links that come back to the page", async ({ page }) => {
    const event = await untouchedEvent();
    await page.goto(`/events/seminar/${event.id}`);
    const clip = page.locator("header").getByRole("link", { name: "保存する" });
    await expect(clip).toHaveAttribute("href", `/login?return_to=${encodeURIComponent(`/events/seminar/${event.id}`)}`);
  });

  test("a signed-in student's follow and clip persist across a reload", async ({ page }) => {
    const event = await untouchedEvent();
    await signInAsDemoStudent(page);
    await page.goto(`/events/seminar/${event.id}`);

    const clip = page.getByRole("button", { name: /^保存(する|済み)$/ });
    const follow = page
      .getByRole("region", { name: "主催企業" })
      .getByRole("button", { name: new RegExp(`^フォロー(する|中)\\s*（${event.company}）$`) });
    await expect(clip).toHaveAttribute("aria-pressed", "false");
    await expect(follow).toHaveAttribute("aria-pressed", "false");

    await clip.click();
    await expect(clip).toHaveAttribute("aria-pressed", "true");
    await expect(clip).toHaveText("保存済み");
    await follow.click();
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    await expect(follow).toContainText("フォロー中");
    await expect
      .poll(
        async () =>
          (
            await query(
              `select 1 from follows f join users u on u.id = f.user_id where u.email = $1 and f.company_id = $2`,
              [DEMO_EMAIL, event.companyId],
            )
          ).length,
      )
      .toBe(1);

    await page.reload();
    await expect(clip).toHaveAttribute("aria-pressed", "true");
    await expect(follow).toHaveAttribute("aria-pressed", "true");

    // Undo, and that persists too.
    await clip.click();
    await follow.click();
    await expect(clip).toHaveAttribute("aria-pressed", "false");
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(clip).toHaveAttribute("aria-pressed", "false");
    await expect(follow).toHaveAttribute("aria-pressed", "false");
  });
});
