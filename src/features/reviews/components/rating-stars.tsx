import * as React from "react";
import * as styles from "./reviews.module.css";

const MAX = 5;

/**
 * Five stars for a rating (rounded to whole stars): filled ★ then outline ☆, so the shape (not only the colour) tells
 * them apart; read as one image, e.g. 「総合評価 4 / 5」.
 */
export function RatingRow({ label, value }: { label: string; value: number }) {
  const filled = Math.round(value);
  return (
    // the image role sits inside the li: a list item must stay a listitem for its list to be a list
    <li>
      <span className={styles.rating} role="img" aria-label={`${label} ${value} / ${MAX}`}>
        <span>{label}</span>
        <span className={styles.stars}>
          {"★".repeat(filled)}
          <span className={styles.starsOff}>{"☆".repeat(MAX - filled)}</span>
        </span>
        <span>{value.toFixed(Number.isInteger(value) ? 0 : 1)}</span>
      </span>
    </li>
  );
}

/** The ratings of a review (or the averages of a company), one row per axis. */
export function RatingList({ ratings }: { ratings: ReadonlyArray<{ key: string; label: string; value: number }> }) {
  return (
    <ul className={styles.ratings}>
      {ratings.map((rating) => (
        <RatingRow key={rating.key} label={rating.label} value={rating.value} />
      ))}
    </ul>
  );
}
