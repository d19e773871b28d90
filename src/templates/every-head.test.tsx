/**
 * Every file in src/pages and src/templates (found at test time, so a new one is held to it too) exports a Head that
 * goes through SeoHead: rendered at its address with each query key of spec §2 it is noindex,nofollow, without one
 * it is indexable unless kept out on purpose (page-head-cases.ts says why); always a canonical link without the
 * query, a share image with alt text, and JSON-LD that meets Google's rich-result requirements.
 */
import { render } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import { jsonLdTypes, richResultProblems } from "@/lib/seo/rich-result-problems";
import { ROBOTS_QUERY_KEYS } from "@core/site/robots-for-query";
import { fileRoutePath, headCases, onPurpose } from "./test/page-head-cases";

jest.mock("@/lib/api", () => ({
  ...jest.requireActual("@/lib/api"),
  api: {
    getFeatureFlag: jest.fn(() => new Promise(() => undefined)),
    request: jest.fn(() => new Promise(() => undefined)),
  },
}));

const SRC = path.join(process.cwd(), "src");
const SITE = "https://mirai-career.example";

function pageFiles(dir: string): string[] {
  return readdirSync(path.join(SRC, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(SRC, file)).isDirectory()) return name === "test" ? [] : pageFiles(file);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
  });
}

const files = [...pageFiles("pages"), ...pageFiles("templates")].sort();

function content(container: HTMLElement, selector: string): string | null {
  return container.querySelector(selector)?.getAttribute(selector.startsWith("link") ? "href" : "content") ?? null;
}

it("finds every page and template", () => {
  expect(files.length).toBeGreaterThanOrEqual(69);
  expect(Object.keys(headCases).filter((file) => !files.includes(file))).toEqual([]);
});

describe.each(files)("%s", (file) => {
  const { Head } = jest.requireActual<{ Head?: React.ComponentType<HeadProps<object, object>> }>(path.join(SRC, file));
  const headCase = headCases[file] ?? { pathname: fileRoutePath(file) };
  const purpose = onPurpose.find(([pattern]) => pattern.test(file))?.[1];

  function renderHead(search: string): HTMLElement {
    // Gatsby gives the Head the pathname only; the query is the browser's.
    window.history.replaceState(null, "", `${headCase.pathname}${search}`);
    if (!Head) throw new Error(`${file} exports no Head`);
    const props = {
      location: { pathname: headCase.pathname },
      data: headCase.data ?? {},
      pageContext: headCase.pageContext ?? {},
      params: {},
    };
    return render(<Head {...(props as unknown as HeadProps<object, object>)} />).container;
  }

  afterEach(() => window.history.replaceState(null, "", "/"));

  it(`without a query: ${purpose ? `${purpose.robots} (${purpose.why})` : "indexable"}, canonical, share image, valid JSON-LD`, () => {
    const head = renderHead("");
    expect(content(head, "meta[name='robots']")).toBe(purpose?.robots ?? null);
    expect(content(head, "link[rel='canonical']")).toBe(
      `${SITE}${headCase.pathname === "/" ? "/" : headCase.pathname}`,
    );
    expect(content(head, "meta[property='og:url']")).toBe(content(head, "link[rel='canonical']"));
    expect(content(head, "meta[property='og:image']")).toMatch(/^https?:\/\//);
    expect(content(head, "meta[name='twitter:image']")).toBe(content(head, "meta[property='og:image']"));
    expect(content(head, "meta[property='og:image:alt']")).toBeTruthy();
    expect(content(head, "meta[name='twitter:image:alt']")).toBe(content(head, "meta[property='og:image:alt']"));
    expect(content(head, "meta[name='twitter:card']")).toBe("summary_large_image");

    const scripts = [...head.querySelectorAll("script[type='application/ld+json']")].map(
      (script) => JSON.parse(script.textContent ?? "null") as unknown,
    );
    expect(scripts.length).toBeLessThanOrEqual(1);
    expect(scripts.flatMap(jsonLdTypes)).toEqual(headCase.jsonLd ?? []);
    expect(scripts.flatMap(richResultProblems)).toEqual([]);
  });

  it(`with a query of other keys: ${headCase.withOtherQuery ?? purpose?.robots ?? "indexable"}`, () => {
    const head = renderHead("?industry=3&page=2&utm_source=x");
    expect(content(head, "meta[name='robots']")).toBe(headCase.withOtherQuery ?? purpose?.robots ?? null);
  });

  it.each(ROBOTS_QUERY_KEYS)(`with ?%s=… it is noindex,nofollow and keeps the canonical without the query`, (key) => {
    const head = renderHead(`?${key}=1`);
    expect(content(head, "meta[name='robots']")).toBe("noindex,nofollow");
    expect(content(head, "link[rel='canonical']")).not.toContain("?");
  });
});
