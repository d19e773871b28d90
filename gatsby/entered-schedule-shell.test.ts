import { readFileSync } from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import { createEntryPages } from "./entry-pages";

/** The [[redirects]] blocks of netlify.toml, in order. */
function netlifyRules(): Array<{ from: string; to: string; status: string }> {
  const toml = readFileSync(path.resolve(__dirname, "../netlify.toml"), "utf8");
  return toml
    .split("[[redirects]]")
    .slice(1)
    .map((block) => ({
      from: /from = "([^"]*)"/.exec(block)?.[1] ?? "",
      to: /to = "([^"]*)"/.exec(block)?.[1] ?? "",
      status: /status = (\d+)/.exec(block)?.[1] ?? "",
    }));
}

describe("the entrant's schedule shell", () => {
  it("is created with its match path", async () => {
    const createPage = jest.fn();
    await createEntryPages({ actions: { createPage } as unknown as Actions } as never);
    const page = createPage.mock.calls.map(([call]) => call).find((call) => call.path === "/_shells/entered-schedule");
    expect(page).toMatchObject({ matchPath: "/entered_schedules/:event_id" });
    expect(path.basename(page.component)).toBe("entered-schedule.tsx");
  });

  it("is served by a netlify.toml rewrite placed before the rule that hides /_shells/*", () => {
    const rules = netlifyRules();
    const index = rules.findIndex((rule) => rule.from === "/entered_schedules/:event_id");
    expect(rules[index]).toEqual({
      from: "/entered_schedules/:event_id",
      to: "/_shells/entered-schedule/index.html",
      status: "200",
    });
    expect(index).toBeLessThan(rules.findIndex((rule) => rule.from === "/_shells/*"));
  });
});
