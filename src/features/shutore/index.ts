/** The shutore feature as pages, templates and other features see it: import from here, never from its files. */
export { ArticleCardList } from "./components/article-card-list";
export { groupByCategory } from "./group-by-category";
export { shutoreBreadcrumbs } from "./shutore-breadcrumbs";
export { ArticleView, articleBreadcrumbs } from "./components/article-view";

// CSS modules that pages lay out with (TypeScript has no `export * as` for the `*.module.css` declaration).
import * as shutoreStyles from "./components/shutore.module.css";
export { shutoreStyles };
