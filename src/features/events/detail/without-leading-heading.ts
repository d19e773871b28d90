const leadingHeading = /^\s*<h([1-6])>([\s\S]*?)<\/h\1>\s*/;

/**
 * The description's sanitised HTML without its first element when that is a heading saying the same as the
 * section it is shown in (editors often start with "## イベント概要"): the section heading is not repeated.
 * Sanitised headings carry no attributes (render-markdown.ts), so the pattern is exact.
 */
export function withoutLeadingHeading(html: string, sectionHeading: string): string {
  const match = leadingHeading.exec(html);
  if (!match) return html;
  const text = (match[2] ?? "").replace(/<[^>]*>/g, "").trim();
  return text === sectionHeading ? html.slice(match[0].length) : html;
}
