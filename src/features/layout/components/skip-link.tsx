import * as React from "react";
import * as styles from "./skip-link.module.css";

export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      本文へスキップ
    </a>
  );
}
