/** The companies feature as pages, templates and other features see it: import from here, never from its files. */
export { CompanyCardList } from "./components/company-card-list";
export { companyBreadcrumbs } from "./detail/company-breadcrumbs";
export { COMPANY_OFFICIAL_IMAGE } from "./detail/company-images";
export { CompanyDetailView } from "./detail/components/company-detail-view";
export { companyOrganization } from "./detail/company-structured-data";
export { BusinessCategoryIcon } from "./components/business-category-icon";
export { PromotedEvents } from "./components/promoted-events";
export { companyListBreadcrumbs } from "./company-list-breadcrumbs";
export { companyPlpBreadcrumbs, CompanyPlpView } from "./plp/components/company-plp-view";

// CSS modules that pages lay out with (TypeScript has no `export * as` for the `*.module.css` declaration).
import * as companyIndexStyles from "./components/company-index.module.css";
import * as companyListStyles from "./components/company-list.module.css";
export { companyIndexStyles, companyListStyles };
