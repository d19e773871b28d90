/** JSON for a `<script type="application/ld+json">`: `<` is escaped so the text can never close the script. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
