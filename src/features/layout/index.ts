export { DefaultLayout } from "./default-layout";
export { RegistrationLayout } from "./registration-layout";
export { PageLayout } from "./page-layout";
export { layoutForPath, type LayoutName } from "./layout-for-path";
export { siteNavItems, type SiteNavItem } from "./site-nav-items";
export { SiteFooter } from "./site-footer";
