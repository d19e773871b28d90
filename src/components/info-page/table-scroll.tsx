import * as React from "react";
import * as styles from "./table-scroll.module.css";

/**
 * Lets a wide table scroll sideways on small screens instead of overflowing the page. `minWidth` keeps
 * multi-column tables readable; two-column (heading/value) tables can leave it out and simply wrap.
 */
export function TableScroll({ children, minWidth }: { children: React.ReactNode; minWidth?: number }) {
  const style = minWidth ? ({ "--table-min-width": `${minWidth}px` } as React.CSSProperties) : undefined;
  return (
    <div className={styles.scroll} style={style} role="region" aria-label="表（横にスクロールできます）" tabIndex={0}>
      {children}
    </div>
  );
}
