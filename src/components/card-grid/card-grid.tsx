import * as React from "react";
import * as styles from "./card-grid.module.css";

/**
 * `sizes` of a picture as wide as a card of this grid (card-grid.module.css): one column on phones, two from 600 px,
 * four from 960 px in the 1080-px container (24-px padding, 16-px gaps: 246 px). Phones and tablets keep 16-32 px of
 * padding, which the widths below leave in the picture's favour.
 */
export const CARD_GRID_IMAGE_SIZES = "(min-width: 960px) 246px, (min-width: 600px) 50vw, 100vw";

export interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => React.Key;
  renderItem: (item: T, index: number) => React.ReactNode;
  /** Shown instead of an empty list. */
  emptyMessage: string;
  listRef?: React.Ref<HTMLUListElement>;
}

/** A responsive grid of cards as a list, or a message when there are none. */
export function CardGrid<T>({ items, itemKey, renderItem, emptyMessage, listRef }: CardGridProps<T>) {
  if (items.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul ref={listRef} className={styles.list}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={styles.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
