/** The layout feature as pages, templates and other features see it: import from here, never from its files. */
export { DefaultLayout } from "./components/default-layout";
export { RegistrationLayout } from "./components/registration-layout";
export { PageLayout } from "./components/page-layout";
export { layoutForPath, type LayoutName } from "./layout-for-path";
export { siteNavItems, type SiteNavItem } from "./site-nav-items";
export { SiteFooter } from "./components/site-footer";
export { wrapPageElementInLayout } from "./components/wrap-page-element";
