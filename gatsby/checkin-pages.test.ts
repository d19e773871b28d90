import { readFileSync } from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import { createCheckinPages } from "./checkin-pages";

type Rule = { from: string; to: string; status: string };

/** The [[redirects]] of netlify.toml in order (from, to, status): enough for these rules, without a TOML parser. */
function netlifyRules(): Rule[] {
  const text = readFileSync(path.join(__dirname, "..", "netlify.toml"), "utf8");
  return text
    .split("[[redirects]]")
    .slice(1)
    .map((block) => ({
      from: /from = "([^"]*)"/.exec(block)?.[1] ?? "",
      to: /to = "([^"]*)"/.exec(block)?.[1] ?? "",
      status: /status = (\d+)/.exec(block)?.[1] ?? "",
    }));
}

describe("check-in shells", () => {
  it("creates the two shells with their match paths", async () => {
    const createPage = jest.fn();
    await createCheckinPages({ actions: { createPage } as unknown as Actions });
    expect(createPage.mock.calls.map(([page]) => [page.path, page.matchPath, path.basename(page.component)])).toEqual([
      ["/_shells/event-in-attend", "/event_in/attend/events/:event_id", "venue-checkin.tsx"],
      [
        "/_shells/event-checkinable-company",
        "/event_checkinable_companies/:event_checkinable_company_id",
        "checkin-company.tsx",
      ],
    ]);
  });

  it("are served by netlify.toml rewrites placed before the rule that hides /_shells/*", () => {
    const rules = netlifyRules();
    const index = (from: string) => rules.findIndex((rule) => rule.from === from);
    expect(rules[index("/event_in/attend/events/:event_id")]).toEqual({
      from: "/event_in/attend/events/:event_id",
      to: "/_shells/event-in-attend/index.html",
      status: "200",
    });
    expect(rules[index("/event_checkinable_companies/:event_checkinable_company_id")]).toEqual({
      from: "/event_checkinable_companies/:event_checkinable_company_id",
      to: "/_shells/event-checkinable-company/index.html",
      status: "200",
    });
    const hidden = index("/_shells/*");
    expect(index("/event_in/attend/events/:event_id")).toBeLessThan(hidden);
    expect(index("/event_checkinable_companies/:event_checkinable_company_id")).toBeLessThan(hidden);
  });
});
