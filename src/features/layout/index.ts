export { DefaultLayout } from "./components/default-layout";
export { RegistrationLayout } from "./components/registration-layout";
export { PageLayout } from "./components/page-layout";
export { layoutForPath, type LayoutName } from "./layout-for-path";
export { siteNavItems, type SiteNavItem } from "./site-nav-items";
export { SiteFooter } from "./components/site-footer";
