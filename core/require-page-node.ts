/**
 * The node a page's query is about. Gatsby types a single-node query as nullable, but gatsby/ creates a page only for
 * a node that exists, so a missing one is a build error, said loudly rather than rendered as an empty page.
 */
export function requirePageNode<T>(node: T | null | undefined, page: string): T {
  if (node === null || node === undefined) throw new Error(`${page}: the page query found nothing for this page's id`);
  return node;
}
