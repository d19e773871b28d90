import { expect, test } from "@playwright/test";
import pg from "pg";

// Flips renewal_oc_web_logo in the database the served site reads, without rebuilding.
async function setRenewedLogo(enabled: boolean) {
  if (!process.env.DATABASE_URL)
    throw new Error("DATABASE_URL of the served site is needed: run through `npm run test:e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("update feature_flags set enabled = $1 where key = 'renewal_oc_web_logo'", [enabled]);
  } finally {
    await client.end();
  }
}

test.describe("logo and display name follow renewal_oc_web_logo at run time", () => {
  test.afterAll(async () => setRenewedLogo(true));

  test("off shows the older logo and ミライ就活 in the title; on shows ミライキャリア again", async ({ page }) => {
    await setRenewedLogo(false);
    await page.goto("/infos/terms");
    const banner = page.getByRole("banner");
    await expect(banner.locator('[data-logo-variant="legacy"]')).toBeVisible();
    await expect(banner.getByRole("img", { name: "ミライ就活" })).toBeVisible();
    await expect(page).toHaveTitle(/\| ミライ就活$/);

    await setRenewedLogo(true);
    await page.reload();
    await expect(banner.locator('[data-logo-variant="renewed"]')).toBeVisible();
    await expect(page).toHaveTitle(/\| ミライキャリア$/);
  });
});
