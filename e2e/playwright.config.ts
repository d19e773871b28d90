import "../scripts/lib/check-node";
import { defineConfig } from "@playwright/test";

const baseURL = process.env.BASE_URL ?? "http://localhost:8888";

/**
 * The sample data runs a popup on every page (db/seed: buildPopups, ids 1 and 2). Every browser starts with both
 * marked closed in localStorage (src/features/popups/closed-popups.ts), so no dialog covers a page another spec
 * drives; e2e/popups.spec.ts starts without it.
 */
export const POPUPS_CLOSED_STATE = {
  cookies: [],
  origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: "mirai_closed_popups", value: "[1,2]" }] }],
};

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // One worker: the feature-flag spec flips a flag in the shared database.
  workers: 1,
  retries: 0,
  timeout: 45_000,
  // A function's first call bundles it locally (2–4 s on a busy 2-core machine): the first sign-in of a run waits on it.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "../playwright-report" }]],
  outputDir: "../test-results",
  use: {
    baseURL,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    storageState: POPUPS_CLOSED_STATE,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, testIgnore: "**/*.phone.spec.ts" },
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, testMatch: "**/*.phone.spec.ts" },
  ],
});
