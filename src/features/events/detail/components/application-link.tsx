import * as React from "react";
import * as styles from "../../../../components/detail-page/detail-page.module.css";

/** The company's own application page. The analytics name is only noted on the element for now. */
export function ApplicationLink({ url }: { url: string }) {
  return (
    <a className={styles.apply} href={url} target="_blank" rel="noopener" data-analytics-name="entry-via-external-link">
      企業の採用サイトから応募する
    </a>
  );
}
