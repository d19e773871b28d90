/**
 * The pages whose first picture is their LCP preload it from their Head with the srcset and sizes the picture itself
 * uses (ImagePreload), so the browser starts it before the body is parsed.
 */
import { render } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import path from "node:path";
import * as React from "react";
import { headCases } from "./test/page-head-cases";

jest.mock("@/lib/api", () => ({
  ...jest.requireActual("@/lib/api"),
  api: {
    getFeatureFlag: jest.fn(() => new Promise(() => undefined)),
    request: jest.fn(() => new Promise(() => undefined)),
  },
}));

const cases = [
  ["templates/company-detail.tsx", "/media/companies/3/official.jpg", "(min-width: 1008px) 960px, 100vw"],
  ["templates/event-detail-internship.tsx", "/media/events/10.jpg", "(min-width: 672px) 640px, 100vw"],
] as const;

function renderHead(file: string, data?: object): HTMLElement {
  const { Head } = jest.requireActual<{ Head: React.ComponentType<HeadProps<object, object>> }>(
    path.join(process.cwd(), "src", file),
  );
  const headCase = headCases[file]!;
  const props = {
    location: { pathname: headCase.pathname },
    data: data ?? headCase.data ?? {},
    pageContext: headCase.pageContext ?? {},
    params: {},
  };
  return render(<Head {...(props as unknown as HeadProps<object, object>)} />).container;
}

describe.each(cases)("%s", (file, src, sizes) => {
  it("preloads its LCP picture with high priority, through the URL builder", () => {
    const preload = renderHead(file).querySelector("link[rel='preload'][as='image']");
    expect(preload).not.toBeNull();
    expect(preload).toHaveAttribute("fetchpriority", "high");
    expect(preload).toHaveAttribute("imagesizes", sizes);
    expect(preload?.getAttribute("imagesrcset")).toContain(`/_img?url=${src}&w=320&`);
    expect(preload?.getAttribute("href")).toMatch(new RegExp(`^/_img\\?url=${src}&`));
  });
});

it("preloads nothing when the page has no picture of its own", () => {
  const head = renderHead("templates/event-detail.tsx");
  expect(head.querySelector("link[rel='preload']")).toBeNull();
});
