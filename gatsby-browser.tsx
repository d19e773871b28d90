import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { wrapPageElementInLayout } from "./src/features/layout";
import { moveFocusAfterRouteUpdate } from "./src/lib/site/route-focus";
import { shouldResetScroll } from "./src/lib/site/scroll-rule";
import { loadCompanyGroups } from "./src/lib/api";
import { installRuntimeRules, onIdle } from "./src/lib/runtime";
import { startMonitoringWhenIdle } from "./src/lib/monitoring/monitoring-entry";

// At module evaluation, so that its chunk-error listener comes before Gatsby's own (see install-runtime-rules.ts).
const runtimeRules = installRuntimeRules(window);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPageElementInLayout;

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  shouldResetScroll(routerProps.location.pathname);

/** Company groups are loaded once at start-up (spec §7), after the page has settled so they never delay it. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  runtimeRules.onInitialClientRender();
  onIdle(() => void loadCompanyGroups().catch(() => {}), { timeout: 2000 });
  void startMonitoringWhenIdle(); // tag manager, error reporting, monitoring: src/lib/monitoring
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  runtimeRules.onRouteUpdate(location.pathname, prevLocation?.pathname);
  moveFocusAfterRouteUpdate(window, location, prevLocation);
};
