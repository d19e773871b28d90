/** The text of an event description without markdown syntax, for summaries and meta descriptions. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, "")
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, "")
        .replace(/^\s{0,3}>\s?/, "")
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, "$2")
        .trim(),
    )
    .filter((line) => line !== "")
    .join("\n");
}
