/** Header navigation. Only pages that exist are listed; later issues add events, companies… here. */
export interface SiteNavItem {
  label: string;
  to: string;
}

export const siteNavItems: readonly SiteNavItem[] = [{ label: "トップ", to: "/" }];
