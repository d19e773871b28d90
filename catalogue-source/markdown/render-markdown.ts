import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const markdown = new Marked({ gfm: true, breaks: true, async: false });

const externalLink = /^https?:/i;

/** Only these tags and attributes survive: scripts, styles, iframes and every on* attribute are dropped. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's own heading is the <h1>; a markdown "# x" becomes a section heading.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: externalLink.test(attribs.href ?? "")
        ? {
            href: attribs.href ?? "",
            ...(attribs.title ? { title: attribs.title } : {}),
            rel: "noopener noreferrer",
            target: "_blank",
          }
        : { ...(attribs.href ? { href: attribs.href } : {}), ...(attribs.title ? { title: attribs.title } : {}) },
    }),
  },
};

/** Markdown to sanitised HTML, at build time, so that no markdown library ships to the browser. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, sanitizeOptions).trim();
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * Plain text of HTML that renderMarkdown produced (for meta descriptions), whitespace collapsed, cut to
 * `maxLength` characters. Sanitised output escapes every "<" in text, so stripping tags is exact here.
 */
export function htmlExcerpt(sanitizedHtml: string, maxLength = 120): string {
  const text = sanitizedHtml
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
