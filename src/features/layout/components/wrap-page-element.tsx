import * as React from "react";
import { PageLayout } from "./page-layout";
import { renderedPagePath, type PageElementProps } from "../rendered-page-path";

export interface WrapPageElementArgs {
  element: React.ReactElement;
  props: PageElementProps;
}

/** wrapPageElement of gatsby-browser and gatsby-ssr: the layout chosen by the page's path. */
export function wrapPageElementInLayout({ element, props }: WrapPageElementArgs): React.ReactElement {
  return <PageLayout pathname={renderedPagePath(props)}>{element}</PageLayout>;
}
