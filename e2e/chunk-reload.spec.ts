import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { CHUNK_RELOAD_STORAGE_KEY } from "../src/lib/runtime/chunk-reload-budget";
import { ERROR_REDIRECT_STORAGE_KEY } from "../src/lib/runtime/error-redirect-flag";

/**
 * Spec §4/§8 chunk-load failure, as after a deploy replaced the files an open page still asks for: the JS chunk of the
 * terms page is deleted from the served site (public/) and put back afterwards.
 */
const publicDir = path.join(process.cwd(), "public");
const target = "/infos/terms";
let deleted: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", target, "page-data.json"), "utf8")) as {
    componentChunkName: string;
  };
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")) as Record<
    string,
    string[]
  >;
  deleted = (chunkMap[pageData.componentChunkName] ?? [])
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(publicDir, file));
  expect(deleted.length).toBeGreaterThan(0);
  for (const file of deleted) fs.renameSync(file, `${file}.deleted`);
});

test.afterAll(() => {
  for (const file of deleted) if (fs.existsSync(`${file}.deleted`)) fs.renameSync(`${file}.deleted`, file);
});

type Marked = { __sameDocument?: boolean };

/**
 * Opens the privacy policy (a light page: the top page's images keep the network busy on a loaded machine), waits for
 * it to hydrate (before that a link is a plain <a>), marks the document and clicks the footer's terms link.
 */
async function navigateToTerms(page: Page, before: () => Promise<void> = async () => {}) {
  await page.goto("/infos/privacy");
  await page.waitForLoadState("networkidle");
  await before();
  await page.evaluate(() => ((window as Marked).__sameDocument = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "利用規約", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).__sameDocument === true);
const storedItem = (page: Page, key: string) => page.evaluate((name) => window.sessionStorage.getItem(name), key);

test("a navigation whose chunk is gone reloads the target path, counted, and the page shows", async ({ page }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404 && response.url().endsWith(".js")) missing.push(new URL(response.url()).pathname);
  });
  await navigateToTerms(page);
  await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  expect(missing.some((file) => deleted.some((gone) => gone.endsWith(file)))).toBe(true);
  expect(JSON.parse((await storedItem(page, CHUNK_RELOAD_STORAGE_KEY)) ?? "null")).toMatchObject({ count: 1 });
});

test("with the reload counter at 2 the navigation shows the error screen instead, and leaving it clears the error-redirect flag", async ({
  page,
}) => {
  await navigateToTerms(page, () =>
    page.evaluate(
      (key) => window.sessionStorage.setItem(key, JSON.stringify({ count: 2, lastReloadAt: Date.now() - 60_000 })),
      CHUNK_RELOAD_STORAGE_KEY,
    ),
  );
  await expect(page.getByRole("heading", { level: 1, name: "サーバーエラー" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(await storedItem(page, ERROR_REDIRECT_STORAGE_KEY)).toBe(target);

  // A chunk error of a lazy import is not reloaded either (Gatsby's own listener would reload this path for it).
  const navigated = page.waitForEvent("framenavigated", { timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  await page.evaluate(() => {
    const reason = Object.assign(new Error("Loading chunk 999 failed.\n(error: /999.js)"), { name: "ChunkLoadError" });
    window.dispatchEvent(new PromiseRejectionEvent("unhandledrejection", { promise: Promise.resolve(), reason }));
  });
  expect(await navigated).toBe(false);
  expect(await sameDocument(page)).toBe(true);

  await page.getByRole("link", { name: "トップページへ戻る" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sameDocument(page)).toBe(true);
  expect(await storedItem(page, ERROR_REDIRECT_STORAGE_KEY)).toBeNull();
});
