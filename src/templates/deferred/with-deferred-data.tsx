import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";

/** The page query result of a deferred template: the context its page template renders (gatsby/deferred-page-data.ts). */
export type DeferredPageQueryData<Context> = { deferredPageData: { data: Context } };

type ContextPage<Context extends object> = (props: PageProps<object, Context>) => React.ReactElement | null;
type ContextHead<Context extends object> = (props: HeadProps<object, Context>) => React.ReactElement | null;

/**
 * A page template that reads its context from the datastore: the same page and head as the prerendered template,
 * for pages Gatsby renders on first request (DSG), whose context would otherwise be inlined into the rendering engine.
 */
export function withDeferredData<Context extends object>(Page: ContextPage<Context>, Head: ContextHead<Context>) {
  function DeferredPage(props: PageProps<DeferredPageQueryData<Context>>) {
    const pageContext = props.data.deferredPageData.data;
    // Gatsby's server render passes no pageResources (cache-dir/static-entry.js), the browser does.
    const resources = props.pageResources as PageProps["pageResources"] | undefined;
    const pageResources = resources && { ...resources, json: { ...resources.json, pageContext } };
    return <Page {...props} pageContext={pageContext} pageResources={pageResources as PageProps<object, Context>["pageResources"]} />;
  }
  function DeferredHead(props: HeadProps<DeferredPageQueryData<Context>>) {
    return <Head {...props} pageContext={props.data.deferredPageData.data} />;
  }
  return { Page: DeferredPage, Head: DeferredHead };
}
