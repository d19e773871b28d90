import { Link } from "gatsby";
import * as React from "react";
import * as styles from "./detail-page.module.css";

export type Breadcrumb = { name: string; path: string };

/** The trail to the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  return (
    <nav className={styles.breadcrumbs} aria-label="パンくずリスト">
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.path}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
