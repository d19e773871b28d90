import type { Actions, NodePluginArgs } from "gatsby";


/** The node type that holds one deferred page's data (see storeDeferredPageData). */
export const DEFERRED_PAGE_DATA_TYPE = "DeferredPageData";

export const deferredPageDataTypeDefs = `
  type ${DEFERRED_PAGE_DATA_TYPE} implements Node @dontInfer {
    data: JSON!
  }
`;

/** The whole page context of a deferred page: where its data is. Deferred templates query it (src/templates/deferred/). */
export type DeferredPageContext = { dataId: string };

type StoreArgs = { actions: Pick<Actions, "createNode" | "createPage"> } & Pick<NodePluginArgs, "createNodeId" | "createContentDigest">;

/**
 * Stores a deferred page's data as a node and answers the page context that points at it. Gatsby inlines every
 * deferred page's context into its rendering engine (.cache/page-ssr/index.js) and keeps it in memory for the whole
 * build: at large scale 60 MB of review and video data, which cost the cold build time and hundreds of MB. In the
 * datastore the data is read only when the page is first requested.
 */
export function storeDeferredPageData({ actions, createNodeId, createContentDigest }: StoreArgs, pagePath: string, data: object): DeferredPageContext {
  const id = createNodeId(`${DEFERRED_PAGE_DATA_TYPE} ${pagePath}`);
  actions.createNode({ id, data, internal: { type: DEFERRED_PAGE_DATA_TYPE, contentDigest: createContentDigest(data) } });
  return { dataId: id };
}

/** Creates a page left to deferred static generation, with its data stored by storeDeferredPageData. */
export function createDeferredPage(args: StoreArgs, page: { path: string; component: string; data: object }): void {
  args.actions.createPage({ path: page.path, component: page.component, context: storeDeferredPageData(args, page.path, page.data), defer: true });
}
