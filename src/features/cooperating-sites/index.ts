/** The cooperating-sites feature as pages, templates and other features see it: import from here, never from its files. */
export { cooperatingSitesBreadcrumbs, cooperatingSitesTitle } from "./cooperating-site-breadcrumbs";
export { CooperatingSiteDetails } from "./components/cooperating-site-details";
