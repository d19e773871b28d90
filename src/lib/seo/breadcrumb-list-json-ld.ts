import type { BreadcrumbList } from "./schema-org-types";

/** A crumb of a page's trail: its name and its site path. */
export type BreadcrumbInput = { name: string; path: string };

/** schema.org BreadcrumbList of a trail (home first, the page itself last), positions from 1. */
export function breadcrumbListJsonLd(
  items: readonly BreadcrumbInput[],
  toUrl: (path: string) => string,
): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: toUrl(item.path),
    })),
  };
}
