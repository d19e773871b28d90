import "../scripts/lib/runtime/check-node";
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

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Specs that change what other specs read: feature flags (token_based_auth, the logo, top ads, entry courses, the AI
 * flag), the demo student's follows, clips, entries (door-screen gives them a seat and checks them in), chats and
 * read marks (お知らせ, 新着情報), and accounts they delete. They run one at a time once every other spec has finished,
 * so no reader sees a flag or a follow flip under it. The CSP spec is here too: it signs the demo student in, as the
 * accessibility spec does in parallel, and two sign-ins of one address at once could each take the other's mailed code.
 */
const SHARED_STATE_SPECS = [
  "analytics",
  "auth",
  "chats",
  "csp",
  "door-screen",
  "engagement",
  "entry",
  "feature-flag-logo",
  "keyboard",
  "notices",
  "online-join",
  "popups",
  "privacy",
  "registration",
  "viewer-facts",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // Two workers for the specs that only read what they share; the ones that change it run alone, after them
  // (the desktop-shared-state project). Playwright's own timeouts (30 s a test, 5 s an expectation).
  workers: 2,
  retries: 0,
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
    { name: "desktop", use: DESKTOP, testIgnore: ["**/*.phone.spec.ts", ...SHARED_STATE_SPECS] },
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: "**/*.phone.spec.ts",
    },
    {
      name: "desktop-shared-state",
      use: DESKTOP,
      testMatch: SHARED_STATE_SPECS,
      workers: 1,
      dependencies: ["desktop", "phone"],
    },
  ],
});
