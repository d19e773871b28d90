import * as React from "react";
import * as styles from "@/components/detail-page/detail-page.module.css";

export function DescriptionItems({ items }: { items: ReadonlyArray<{ label: string; content: string }> }) {
  if (items.length === 0) return null;
  return (
    <dl className={styles.items}>
      {items.map((item, index) => (
        <React.Fragment key={`${index}-${item.label}`}>
          <dt>{item.label}</dt>
          <dd>{item.content}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}
