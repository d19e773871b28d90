import type { JsonLdDocument, JsonLdNode } from "./schema-org-types";

/** One JSON-LD document holding every node of a page. */
export function jsonLdDocument(nodes: readonly JsonLdNode[]): JsonLdDocument {
  return { "@context": "https://schema.org", "@graph": [...nodes] };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so the text can never close the script. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
