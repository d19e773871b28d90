import { graphql } from "gatsby";
import type { VideoBundleContext } from "../../features/videos/video-data";
import VideoBundleTemplate, { Head as ContextHead } from "../video-bundle";
import { withDeferredData } from "./with-deferred-data";

const deferred = withDeferredData<VideoBundleContext>(VideoBundleTemplate, ContextHead);

/** A deferred video chapter page: its context comes from the datastore (gatsby/deferred-page-data.ts). */
export default deferred.Page;
export const Head = deferred.Head;

export const query = graphql`
  query DeferredVideoBundle($dataId: String!) {
    deferredPageData(id: { eq: $dataId }) {
      data
    }
  }
`;
