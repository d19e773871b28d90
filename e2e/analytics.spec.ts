import { expect, test, type Page } from "@playwright/test";
import { DEMO_EMAIL, signInAsDemoStudent } from "./demo-student";
import { answerPicturesWithPixel } from "./pictures-as-pixels";
import { query } from "./site-database";

/*
 * A scripted visit (sign in → home → listing → search → detail → follow → popup → external link) with everything the
 * site pushes to window.dataLayer recorded across page loads, checked against the exact sequence of event names and
 * payload keys (docs/analytics.md "Every event"). Impressions (event_impression, and the item-impression of promoted or
 * recommended events) depend on when cards come into view and are batched, so within one step they may come in any
 * order among the other events; their number and keys are still exact.
 */

// Popup 1 (everyone, every page) starts closed as in every spec; the popup step opens it again.
test.use({ storageState: { cookies: [], origins: [] } });
// The scripted visit walks nine pages and waits for each push: 28.6 s measured with other builds running (load 8).
test.describe.configure({ timeout: 60_000 });

type Entry = Record<string, unknown> & { event?: string };
type Step = { step: string; entries: Entry[] };

/** Cards seen while scrolling, whose timing the visit does not decide (a popup's show is not one of them). */
const isImpression = (entry: Entry) =>
  entry.event === "event_impression" ||
  (entry.interaction === "item-impression" &&
    (entry.event === "action-on-pr-event" || entry.event === "action-on-recommend"));
const shape = (entry: Entry) =>
  `${entry.event ?? "(variables)"}(${Object.keys(entry)
    .filter((key) => key !== "event")
    .sort()
    .join(",")})`;

/** Records every push to window.dataLayer of every document `page` loads, in order, with the step it belongs to. */
async function recordDataLayer(page: Page): Promise<{ steps: Step[]; begin(step: string): void }> {
  const steps: Step[] = [{ step: "start", entries: [] }];
  await page.exposeFunction("__recordDataLayer", (entry: Entry) => steps[steps.length - 1]!.entries.push(entry));
  await page.addInitScript(() => {
    const record = (window as unknown as { __recordDataLayer: (entry: unknown) => void }).__recordDataLayer;
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) record(JSON.parse(JSON.stringify(entry)));
      return Array.prototype.push.apply(layer, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return { steps, begin: (step) => steps.push({ step, entries: [] }) };
}

/** Waits until the page has pushed nothing for 2.5 s (impressions go out in batches after 1 s). */
async function settle(steps: Step[]): Promise<void> {
  let last = -1;
  let quietSince = Date.now();
  for (;;) {
    const count = steps.reduce((sum, { entries }) => sum + entries.length, 0);
    if (count !== last) {
      last = count;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 2_500) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the current step has pushed `names` (in any order so far) and, when asked, an event card impression. */
async function until(steps: Step[], names: string[], impression = false): Promise<void> {
  await expect
    .poll(() => {
      const entries = steps[steps.length - 1]!.entries;
      const pushed = entries.map((entry) => entry.event);
      const missing = names.filter(
        (name, index) =>
          pushed.filter((event) => event === name).length < names.slice(0, index + 1).filter((n) => n === name).length,
      );
      return missing.length === 0 && (!impression || pushed.includes("event_impression"));
    })
    .toBe(true);
  await settle(steps);
}

async function followedCompanyIds(): Promise<number[]> {
  const rows = await query<{ company_id: number }>(
    "select f.company_id from follows f join users u on u.id = f.user_id where u.email = $1",
    [DEMO_EMAIL],
  );
  return rows.map((row) => row.company_id);
}

test("a scripted visit pushes the spec's events in order, with ids and categories only", async ({ page, context }) => {
  // Pictures are answered by a 1×1 stand-in: on a fresh run the local image proxy draws each sample picture on its
  // first request, and those slow answers hold the browser's six connections, delaying the lazily loaded analytics
  // chunks by tens of seconds (what is measured here is the data layer, not the pictures).
  await answerPicturesWithPixel(context);
  // the offerings' sites are outside this machine: answer their tab with an empty page
  await context.route(/^https:\/\/(recruit|engineer|plus)\.mirai-career\.jp\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>offering</title>" }),
  );
  await page.addInitScript(() =>
    window.localStorage.setItem("mirai_closed_popups", window.localStorage.getItem("mirai_closed_popups") ?? "[1,2]"),
  );
  const { steps, begin } = await recordDataLayer(page);
  const followedBefore = await followedCompanyIds();

  // sign in (the login page's pushes belong to this step), landing on home with a full load
  begin("sign in → home");
  await signInAsDemoStudent(page);
  await expect(page.getByRole("heading", { name: "ピックアップ" })).toBeVisible();
  await until(steps, ["set-user-properties", "send-confirm-email", "set-user-properties"], true);

  begin("listing");
  await page
    .getByRole("navigation", { name: "メインメニュー" })
    .getByRole("link", { name: /インターン/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/events\/internship$/);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await until(steps, [], true);

  begin("search");
  const form = page.getByRole("search", { name: "イベントを絞り込む" });
  await form.getByLabel("開催地").selectOption("13");
  await form.getByRole("button", { name: "この条件で探す" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("東京都");
  await until(steps, ["search"], true);

  begin("detail");
  const firstCard = page.getByRole("main").getByRole("article").first();
  const eventTitle = (await firstCard.getByRole("heading").first().textContent())!.trim();
  await firstCard.getByRole("link", { name: eventTitle }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(eventTitle);
  await settle(steps);

  begin("follow");
  const follow = page.getByRole("region", { name: "主催企業" }).getByRole("button", { name: /^フォロー(する|中)/ });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await until(steps, ["follow-company"]);

  begin("popup");
  // the popup is asked for after each navigation: a client-side one here, so no page load's events mix in
  await page.evaluate(() => window.localStorage.setItem("mirai_closed_popups", "[2]"));
  await page.getByRole("navigation", { name: "メインメニュー" }).getByRole("link", { name: "企業" }).click();
  const dialog = page.getByRole("dialog", { name: "夏のインターンシップ特集、公開中！" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link").click();
  await expect(page).toHaveURL(/\/feature_events\/\d+$/);
  await until(steps, ["action-on-popup", "action-on-popup"]);

  begin("external link");
  const tab = context.waitForEvent("page");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /採用担当者の方へ/ })
    .click();
  await (await tab).close();
  await until(steps, ["recruiter-external-link-click"]);

  // put the shared database back as it was (the unfollow is outside the recorded visit)
  begin("cleanup");
  for (const companyId of await followedCompanyIds()) {
    if (!followedBefore.includes(companyId))
      await query("delete from follows f using users u where u.id = f.user_id and u.email = $1 and f.company_id = $2", [
        DEMO_EMAIL,
        companyId,
      ]);
  }

  const visit = steps.filter(({ step }) => step !== "start" && step !== "cleanup");
  const report = visit.map(({ step, entries }) => `${step}: ${entries.map(shape).join(" ")}`).join("\n");
  console.info(report);

  const expected: Record<string, { ordered: string[]; impressions: RegExp }> = {
    "sign in → home": {
      ordered: [
        "set-user-properties(entry_state,mail_event_info,mail_weekly_magazine,mail_whats_new_favorite_companies,scout_state)",
        "send-confirm-email(category,flow)",
        "set-user-properties(entry_state,mail_event_info,mail_weekly_magazine,mail_whats_new_favorite_companies,scout_state)",
      ],
      impressions: /^event_impression\(category,event_ids,interaction,list\)$/,
    },
    listing: { ordered: [], impressions: /^event_impression\(category,event_ids,interaction,list\)$/ },
    search: {
      ordered: ["search(category,filter_keys,result_count,search_type)"],
      impressions: /^event_impression\(category,event_ids,interaction,list\)$/,
    },
    detail: {
      ordered: [],
      impressions:
        /^(event_impression\(category,event_ids,interaction,list\)|action-on-recommend\(category,event_id,interaction,placement,position\))$/,
    },
    follow: { ordered: ["follow-company(category,company_id,interaction)"], impressions: /^$/ },
    popup: {
      ordered: [
        "action-on-popup(action,category,interaction,popup_id,popup_type)",
        "action-on-popup(action,category,interaction,popup_id,popup_type)",
      ],
      impressions:
        /^(event_impression\(category,event_ids,interaction,list\)|action-on-pr-event\(ad_place,category,event_id,interaction,position\))$/,
    },
    // the feature page's cards may still be reported here (batched after they were seen)
    "external link": {
      ordered: ["recruiter-external-link-click(category,interaction,placement)"],
      impressions: /^event_impression\(category,event_ids,interaction,list\)$/,
    },
  };

  expect(visit.map(({ step }) => step)).toEqual(Object.keys(expected));
  for (const { step, entries } of visit) {
    const { ordered, impressions } = expected[step]!;
    expect(entries.filter((entry) => !isImpression(entry)).map(shape), step).toEqual(ordered);
    for (const entry of entries.filter(isImpression)) expect(shape(entry), step).toMatch(impressions);
  }
  // every list seen on the way reported its cards
  expect(visit.find(({ step }) => step === "listing")!.entries.filter(isImpression).length).toBeGreaterThan(0);

  // the values: ids and categories, nothing personal
  const all = visit.flatMap(({ entries }) => entries);
  const text = JSON.stringify(all);
  for (const personal of [DEMO_EMAIL, "@", "東京都", "?", "http"]) expect(text).not.toContain(personal);
  const byName = (name: string) => all.filter((entry) => entry.event === name);
  expect(byName("send-confirm-email")).toEqual([{ event: "send-confirm-email", category: "unknown", flow: "sign_in" }]);
  expect(byName("set-user-properties")[0]).toEqual({
    event: "set-user-properties",
    entry_state: false,
    mail_weekly_magazine: null,
    mail_event_info: null,
    mail_whats_new_favorite_companies: null,
    scout_state: null,
  });
  expect(byName("search")).toEqual([
    {
      event: "search",
      category: "internship",
      search_type: "event_listing",
      filter_keys: ["prefectures"],
      result_count: expect.any(Number),
    },
  ]);
  expect(byName("follow-company")).toEqual([
    { event: "follow-company", category: "company", interaction: "click", company_id: expect.any(Number) },
  ]);
  expect(byName("action-on-popup").map((entry) => [entry.action, entry.interaction, entry.popup_id])).toEqual([
    ["show", "item-impression", 1],
    ["click", "click", 1],
  ]);
  expect(byName("recruiter-external-link-click")).toEqual([
    { event: "recruiter-external-link-click", category: "unknown", interaction: "click", placement: "footer" },
  ]);
  expect(
    byName("action-on-pr-event").every(
      (entry) => entry.ad_place === "ad_place_web_company_index_page" && entry.interaction === "item-impression",
    ),
  ).toBe(true);
  // the demo student is 29卒: no customer-engagement attributes (spec §6: 2025–2028 only)
  expect(all.some((entry) => "customer_engagement_attributes" in entry)).toBe(false);
});
