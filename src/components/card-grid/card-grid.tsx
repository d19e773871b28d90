import * as React from "react";
import * as styles from "./card-grid.module.css";

export interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => React.Key;
  renderItem: (item: T) => React.ReactNode;
  /** Shown instead of an empty list. */
  emptyMessage: string;
}

/** A responsive grid of cards as a list, or a message when there are none. */
export function CardGrid<T>({ items, itemKey, renderItem, emptyMessage }: CardGridProps<T>) {
  if (items.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={itemKey(item)} className={styles.item}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
