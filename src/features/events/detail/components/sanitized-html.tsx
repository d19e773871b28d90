import * as React from "react";
import * as styles from "@/components/detail-page/detail-page.module.css";

/**
 * HTML that the source plugin rendered from markdown and sanitised at build time (render-markdown.ts): only
 * an allow-list of tags and attributes reaches this component.
 */
export function SanitizedHtml({ html }: { html: string }) {
  return <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />;
}
