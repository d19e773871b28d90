import * as React from "react";
import { afterInteractive } from "../after-interactive";
import { popupAllowedOnPath } from "../popup-paths";

const SitePopup = React.lazy(() => import("./site-popup").then((module) => ({ default: module.SitePopup })));

/**
 * Where the default layout shows the site's popup. Costs the first load only this file: after the page is
 * interactive (load, then idle) it loads the popup chunk, which asks the API for the current address's popup; again
 * after each client-side navigation (`pagePath` changes). Never on registration or check-in pages.
 */
export function PopupMount({ pagePath }: { pagePath: string }) {
  const [path, setPath] = React.useState<string | null>(null);

  React.useEffect(() => {
    setPath(null);
    const address = window.location.pathname;
    if (!popupAllowedOnPath(pagePath) || !popupAllowedOnPath(address)) return;
    return afterInteractive(() => setPath(address));
  }, [pagePath]);

  if (path === null) return null;
  return (
    <React.Suspense fallback={null}>
      <SitePopup path={path} />
    </React.Suspense>
  );
}
