import * as React from "react";
import { scrollToElement } from "@/lib/site/scroll-to-element";
import type { InfoSection } from "./info-section";
import * as styles from "./table-of-contents.module.css";

/** In-page links; plain anchors without JavaScript, the spec's 700 ms / -100 px scroll with it. */
export function TableOfContents({ sections }: { sections: readonly InfoSection[] }) {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, "", `#${id}`);
    void scrollToElement(target).then(() => target.focus({ preventScroll: true }));
  };

  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.title}>
        目次
      </h2>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => onClick(event, section.id)}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
