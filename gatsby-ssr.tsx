import * as React from "react";
import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { wrapPageElementInLayout } from "./src/features/layout";
import { STYLESHEET_PRELOAD_WATCH } from "./src/lib/monitoring/stylesheet-preload-script";
import { PAGE_PATH_SCRIPT, pagePathOfLoaderText } from "./src/lib/site/page-path-script";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "ja" });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <script key="stylesheet-preload-watch" dangerouslySetInnerHTML={{ __html: STYLESHEET_PRELOAD_WATCH }} />,
  ]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPageElementInLayout;

/**
 * Gatsby inlines the whole site stylesheet (~36 KB) into every page's <head>. With ~94,000 pages at large scale that
 * is most of every HTML file: 4.6 GB written, then read and scanned again by Gatsby's slice stitching (132 s of a
 * 536 s build). A <link> to the same hashed file makes each page ~14 KB and lets the browser cache the stylesheet
 * across pages; it is render-blocking in <head>, so nothing shifts.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(getHeadComponents().map(linkInsteadOfInlineStyle));
  replacePostBodyComponents(getPostBodyComponents().map(constantPagePathScript));
};

function linkInsteadOfInlineStyle(component: React.ReactNode): React.ReactNode {
  if (!React.isValidElement<{ "data-href"?: string }>(component) || component.type !== "style") return component;
  const href = component.props["data-href"];
  return href ? <link key={href} rel="stylesheet" href={href} data-identity="gatsby-global-css" /> : component;
}

/** Gatsby's per-page `window.pagePath` script as the one site-wide script of src/lib/site/page-path-script.ts. */
function constantPagePathScript(component: React.ReactNode): React.ReactNode {
  if (
    !React.isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html?: string } }>(component) ||
    component.type !== "script"
  )
    return component;
  if (component.props.id !== "gatsby-script-loader") return component;
  const pagePath = pagePathOfLoaderText(component.props.dangerouslySetInnerHTML?.__html ?? "");
  if (pagePath === null) return component;
  return (
    <script
      key="script-loader"
      id="gatsby-script-loader"
      data-page-path={pagePath}
      dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
    />
  );
}

/**
 * React 18.3's streaming renderer flushes its whole 2 KB chunk buffer when a multi-byte character (all of our
 * Japanese text) does not fit at its end, so NUL bytes land in the prerendered HTML (facebook/react#26228,
 * fixed only in React 19). Gatsby renders the body the same way; this does too, then removes them.
 */
function renderBodyHtml(bodyComponent: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8").replaceAll("\u0000", ""));
        done();
      },
    });
    sink.on("error", reject);
    const { pipe } = renderToPipeableStream(bodyComponent, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** Reach Router's <Redirect> throws during render; Gatsby ignores those, so do we (Gatsby then renders itself). */
function isRouterRedirect(error: unknown): boolean {
  return typeof error === "object" && error !== null && "uri" in error;
}

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  try {
    replaceBodyHTMLString(await renderBodyHtml(bodyComponent as ReactElement));
  } catch (error) {
    if (!isRouterRedirect(error)) throw error;
  }
};
