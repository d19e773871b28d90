import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  ACCESSIBILITY_TOOLS,
  ACCESSIBILITY_VIEWPORTS,
  AXE_WCAG_TAGS,
  TESTED_TEMPLATES,
} from "../src/lib/accessibility/accessibility-test-plan";
import { nuHtmlErrors, type NuHtmlError } from "../scripts/lib/ci/nu-html-check";
import { TEMPLATE_URLS } from "./accessibility/template-urls";
import { signInAsDemoStudent } from "./demo-student";
import { POPUPS_CLOSED_STATE } from "./playwright.config";
import { answerPicturesWithPixel } from "./pictures-as-pixels";
import { query } from "./site-database";

/**
 * Every page template of src/lib/accessibility/accessibility-test-plan.ts (the list /infos/accessibility publishes),
 * at each viewport, anonymous and signed in where the plan says: axe-core at WCAG 2.2 AA finds no violation; then the
 * Nu HTML Checker finds no error in the HTML the server sent (prerendered file or function shell) nor in the DOM after
 * rendering, all files in one Java run. One page visit per template × viewport × audience; the contexts are reused.
 */

type Audience = "anonymous" | "signed-in";
type ViewportKey = (typeof ACCESSIBILITY_VIEWPORTS)[number]["key"];

const HTML_DIR = path.join(process.cwd(), "test-results", "html-check");
const htmlFiles: string[] = [];

async function newContext(
  browser: Browser,
  baseURL: string | undefined,
  viewportKey: ViewportKey,
  storageState: BrowserContextOptions["storageState"] = POPUPS_CLOSED_STATE,
) {
  const viewport = ACCESSIBILITY_VIEWPORTS.find((candidate) => candidate.key === viewportKey)!;
  const phone = viewportKey === "phone";
  const context = await browser.newContext({
    baseURL,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: phone,
    hasTouch: phone,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    storageState,
  });
  // axe reads a picture's markup (alt, role), never its pixels: a stand-in keeps the slow first drawing of samples out
  await answerPicturesWithPixel(context);
  return context;
}

/**
 * Waits until the page has loaded its data: its h1 shown, no busy region and no 読み込み中 left. Not "networkidle":
 * monitoring and seat refreshes keep the network busy on most pages.
 */
async function settle(page: Page) {
  // Not the load event either: images come through the image function, slow on a busy machine, and axe needs none.
  await page.waitForLoadState("load", { timeout: 5_000 }).catch(() => {});
  await expect(page.locator("h1").first()).toBeVisible();
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"]') && !document.body.innerText.includes("読み込み中"),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

/**
 * The terms page shows its form only to a student with a version left to agree to, and sends everyone else on at once
 * (a navigation that raced axe). The demo student has agreed to everything: answer `unagreed_terms` with the latest
 * published versions, as the API would after a new version is published.
 */
async function showLatestTermsAsUnagreed(page: Page) {
  const latest = await query<{ type: string; version: string }>(
    "select distinct on (type) type, version from terms_versions where published_at <= now() order by type, published_at desc",
  );
  await page.route("**/api/v1/unagreed_terms", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ unagreed_terms: latest }) }),
  );
}

async function saveHtml(name: string, html: string) {
  const file = path.join(HTML_DIR, `${name}.html`);
  await writeFile(file, html);
  htmlFiles.push(file);
}

/**
 * The one Nu HTML Checker error left through, exactly: Gatsby's runtime prefetcher adds
 * `<link rel="prefetch" href="/page-data/…" as="fetch">` for links in view (gatsby/cache-dir/prefetch.js), and the HTML
 * standard allows `as` only with preload/modulepreload. It is Gatsby's own markup, after render, not ours to change.
 */
function isGatsbyPrefetchLink(error: NuHtmlError): boolean {
  return (
    error.message ===
      "A “link” element with an “as” attribute must have a “rel” attribute that contains the value “preload” or the value “modulepreload”." &&
    /<link rel="prefetch" href="\/page-data\/[^"]*" crossorigin="anonymous" as="fetch">/.test(error.extract ?? "")
  );
}

test("the statement names the installed axe-core and Nu HTML Checker", async () => {
  const version = async (pkg: string) =>
    (JSON.parse(await readFile(path.join("node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;
  expect(await version("axe-core")).toBe(ACCESSIBILITY_TOOLS.axeCore);
  expect(await version("vnu-jar")).toBe(ACCESSIBILITY_TOOLS.nuHtmlChecker);
});

/**
 * One test for every template, so that one sign-in serves them all (each counts against the per-IP limit the specs
 * share) and every template is checked even when one fails: each template's result is a soft assertion of its own.
 */
/** `A11Y_TEMPLATES=reviews-index,login` checks only those templates (keys of the plan), e.g. while fixing one. */
const onlyKeys = process.env.A11Y_TEMPLATES?.split(",").filter(Boolean);
const templates = onlyKeys ? TESTED_TEMPLATES.filter((template) => onlyKeys.includes(template.key)) : TESTED_TEMPLATES;

test("every template: axe at WCAG 2.2 AA, then the Nu HTML Checker, find nothing", async ({
  browser,
  request,
}, testInfo) => {
  // One test walks every template (the Nu HTML Checker reads all the pages at the end): 3.7 min for 48 templates with
  // other builds running on the 2 cores (load 8), about 5 s a template.
  test.setTimeout(templates.length * 10_000 + 60_000);
  await rm(HTML_DIR, { recursive: true, force: true });
  await mkdir(HTML_DIR, { recursive: true });
  const baseURL = testInfo.project.use.baseURL;
  const contexts = new Map<string, BrowserContext>();
  try {
    for (const viewport of ACCESSIBILITY_VIEWPORTS)
      contexts.set(`anonymous:${viewport.key}`, await newContext(browser, baseURL, viewport.key));
    const signedIn = await newContext(browser, baseURL, "desktop");
    await signInAsDemoStudent(await signedIn.newPage());
    contexts.set("signed-in:desktop", signedIn);
    contexts.set("signed-in:phone", await newContext(browser, baseURL, "phone", await signedIn.storageState()));

    for (const template of templates) {
      await test.step(`${template.name} (${template.route})`, async () => {
        let url: string;
        try {
          url = await TEMPLATE_URLS[template.key](request);
        } catch (error) {
          expect.soft(String(error), `URL of ${template.key}`).toBe("");
          return;
        }
        const audiences: Audience[] = template.audience === "both" ? ["anonymous", "signed-in"] : [template.audience];
        const violations: string[] = [];
        for (const audience of audiences) {
          for (const viewport of ACCESSIBILITY_VIEWPORTS) {
            const page = await contexts.get(`${audience}:${viewport.key}`)!.newPage();
            try {
              if (template.key === "unagreed-terms" && audience === "signed-in") await showLatestTermsAsUnagreed(page);
              const response = await page.goto(url, { waitUntil: "domcontentloaded" });
              await settle(page);
              if (viewport.key === "desktop") {
                if (audience === audiences[0] && response)
                  await saveHtml(`${template.key}-served`, await response.text());
                await saveHtml(`${template.key}-${audience}-rendered`, await page.content());
              }
              const results = await new AxeBuilder({ page }).withTags([...AXE_WCAG_TAGS]).analyze();
              for (const violation of results.violations) {
                const targets = violation.nodes
                  .slice(0, 5)
                  .map((node) => node.target.join(" "))
                  .join(", ");
                violations.push(
                  `${audience} ${viewport.key} ${url}: ${violation.id} (${violation.nodes.length}) ${violation.help} — ${targets}`,
                );
              }
            } catch (error) {
              const shown = await page
                .locator("#main")
                .innerText({ timeout: 1000 })
                .catch(() => "");
              violations.push(
                `${audience} ${viewport.key} ${url}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)} (shown: ${shown.slice(0, 120)})`,
              );
            } finally {
              await page.close();
            }
          }
        }
        if (violations.length > 0) console.info(violations.join("\n"));
        expect.soft(violations, `axe: ${template.key}`).toEqual([]);
      });
    }
  } finally {
    for (const context of contexts.values()) await context.close();
  }

  await test.step("Nu HTML Checker", async () => {
    expect(htmlFiles.length).toBeGreaterThan(templates.length);
    const errors = (await nuHtmlErrors(htmlFiles)).filter((error) => !isGatsbyPrefetchLink(error));
    const lines = errors.map(
      (error) =>
        `${path.basename(error.file)}:${error.line ?? "?"} ${error.message} — ${(error.extract ?? "").slice(0, 160)}`,
    );
    expect.soft(lines, "Nu HTML Checker").toEqual([]);
  });
});
