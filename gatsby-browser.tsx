import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { wrapPageElementInLayout } from "./src/components/layout/wrap-page-element";
import { shouldResetScroll } from "./src/lib/site/scroll-rule";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPageElementInLayout;

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  shouldResetScroll(routerProps.location.pathname);
