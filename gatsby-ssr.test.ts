import * as React from "react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { Writable } from "node:stream";
import { onPreRenderHTML, onRenderBody, replaceRenderer } from "./gatsby-ssr";
import { STYLESHEET_PRELOAD_WATCH } from "./src/lib/monitoring/stylesheet-preload-script";
import { PAGE_PATH_SCRIPT } from "./src/lib/site/page-path-script";

const paragraphs = Array.from({ length: 60 }, (_, index) =>
  React.createElement("p", { key: index }, `第${index + 1}条 本サービスの利用条件を定めます。ミライキャリア—新卒就活`),
);
const page = React.createElement(React.Suspense, { fallback: null }, React.createElement("main", null, paragraphs));

function renderWithReactDefaults(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        output += chunk.toString();
        next();
      },
      final(done) {
        resolve(output);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

async function renderThroughGatsbyApi(element: React.ReactElement): Promise<string> {
  const replaceBodyHTMLString = jest.fn();
  await replaceRenderer!({ bodyComponent: element, replaceBodyHTMLString } as never, {} as never);
  expect(replaceBodyHTMLString).toHaveBeenCalledTimes(1);
  return replaceBodyHTMLString.mock.calls[0][0] as string;
}

describe("replaceRenderer", () => {
  it("reproduces React 18's NUL bytes with plain streaming (the reason for replaceRenderer)", async () => {
    expect(await renderWithReactDefaults(page)).toContain("\u0000");
  });

  it("renders the same markup without NUL bytes", async () => {
    const html = await renderThroughGatsbyApi(page);
    expect(html).not.toContain("\u0000");
    expect(html).toBe((await renderWithReactDefaults(page)).replaceAll("\u0000", ""));
    expect(html).toContain("第60条 本サービスの利用条件を定めます。ミライキャリア—新卒就活");
  });
});

describe("onPreRenderHTML", () => {
  it("links the site stylesheet instead of inlining it and leaves every other head element alone", () => {
    const inlined = React.createElement("style", {
      key: "css",
      "data-href": "/styles.0123abcd.css",
      "data-identity": "gatsby-global-css",
      dangerouslySetInnerHTML: { __html: "body{margin:0}" },
    });
    const icon = React.createElement("link", { key: "icon", rel: "icon", href: "/favicon.svg" });
    const ownStyle = React.createElement("style", { key: "own" }, "p{color:red}");
    const replaceHeadComponents = jest.fn();
    onPreRenderHTML!(
      {
        getHeadComponents: () => [inlined, icon, ownStyle],
        replaceHeadComponents,
        getPostBodyComponents: () => [],
        replacePostBodyComponents: jest.fn(),
      } as never,
      {} as never,
    );

    const head = renderToStaticMarkup(
      React.createElement(React.Fragment, null, ...(replaceHeadComponents.mock.calls[0][0] as React.ReactNode[])),
    );
    expect(head).toBe(
      '<link rel="stylesheet" href="/styles.0123abcd.css" data-identity="gatsby-global-css"/><link rel="icon" href="/favicon.svg"/><style>p{color:red}</style>',
    );
    expect(head).not.toContain("body{margin:0}");
  });
});

describe("onPreRenderHTML and the CSP", () => {
  function postBody(components: React.ReactNode[]): string {
    const replacePostBodyComponents = jest.fn();
    onPreRenderHTML!(
      {
        getHeadComponents: () => [],
        replaceHeadComponents: jest.fn(),
        getPostBodyComponents: () => components,
        replacePostBodyComponents,
      } as never,
      {} as never,
    );
    return renderToStaticMarkup(
      React.createElement(React.Fragment, null, ...(replacePostBodyComponents.mock.calls[0][0] as React.ReactNode[])),
    );
  }
  const loader = (pagePath: string) =>
    React.createElement("script", {
      key: "script-loader",
      id: "gatsby-script-loader",
      dangerouslySetInnerHTML: { __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` },
    });

  it("turns Gatsby's per-page window.pagePath script into one script text for every page, the path in an attribute", () => {
    const first = postBody([loader("/events/internship/12")]);
    const second = postBody([loader('/companies/3"<x>')]);
    expect(first).toBe(
      `<script id="gatsby-script-loader" data-page-path="/events/internship/12">${PAGE_PATH_SCRIPT}</script>`,
    );
    expect(second).toContain('data-page-path="/companies/3&quot;&lt;x&gt;"');
    expect(second.replace(/ data-page-path="[^"]*"/, "")).toBe(first.replace(/ data-page-path="[^"]*"/, ""));
  });

  it("leaves a script-loader holding anything more than the path, and every other component, as it is", () => {
    const other = React.createElement("script", {
      key: "x",
      id: "gatsby-script-loader",
      dangerouslySetInnerHTML: { __html: 'window.pagePath="/a";window.pageData={}' },
    });
    const slice = React.createElement("div", { key: "slice" }, "slice");
    expect(postBody([other, slice])).toBe(
      '<script id="gatsby-script-loader">window.pagePath="/a";window.pageData={}</script><div>slice</div>',
    );
  });

  it("the site-wide script sets window.pagePath from its own attribute, as Gatsby's did", () => {
    const target: { pagePath?: string | null } = {};
    const currentScript = { getAttribute: (name: string) => (name === "data-page-path" ? "/reviews/7" : null) };
    new Function("window", "document", PAGE_PATH_SCRIPT)(target, { currentScript });
    expect(target.pagePath).toBe("/reviews/7");
  });
});

describe("onRenderBody", () => {
  it("puts the stylesheet-preload watch in <head> as an inline script, before any bundle (spec §8)", () => {
    const setHeadComponents = jest.fn();
    onRenderBody!({ setHtmlAttributes: jest.fn(), setHeadComponents } as never, {} as never);
    const head = renderToStaticMarkup(
      React.createElement(React.Fragment, null, ...(setHeadComponents.mock.calls[0][0] as React.ReactNode[])),
    );
    expect(head).toContain(`<script>${STYLESHEET_PRELOAD_WATCH}</script>`);
  });
});
