import { PREVIEW_PAYLOAD_ELEMENT_ID, type PreviewPayload } from "../../../core/events/preview-payload";

/**
 * JSON that cannot end the script element or open a comment inside it: every "<" becomes \u003c (still the
 * same JSON), and the line separators JavaScript once treated as line breaks are escaped too.
 */
export function serializeForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The shell's HTML with the payload as a JSON script element at the end of <body>, outside React's root. */
export function embedPreviewPayload(shellHtml: string, payload: PreviewPayload): string {
  const bodyEnd = shellHtml.lastIndexOf("</body>");
  if (bodyEnd === -1) throw new Error("preview shell has no </body>");
  const element = `<script type="application/json" id="${PREVIEW_PAYLOAD_ELEMENT_ID}">${serializeForScriptElement(payload)}</script>`;
  return `${shellHtml.slice(0, bodyEnd)}${element}${shellHtml.slice(bodyEnd)}`;
}
