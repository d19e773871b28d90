import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { wrapPageElementInLayout } from "./src/features/layout/wrap-page-element";
import { shouldResetScroll } from "./src/lib/site/scroll-rule";
import { loadCompanyGroups } from "./src/lib/api";
import { startMonitoringWhenIdle } from "./src/lib/monitoring/monitoring-entry";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPageElementInLayout;

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  shouldResetScroll(routerProps.location.pathname);

/** Company groups are loaded once at start-up (spec §7), after the page has settled so they never delay it. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const load = () => void loadCompanyGroups().catch(() => {});
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 50);
  void startMonitoringWhenIdle(); // tag manager, error reporting, monitoring: src/lib/monitoring
};
