import { graphql } from "gatsby";
import type { CompanyVideosContext } from "../../features/videos/video-data";
import CompanyVideosTemplate, { Head as ContextHead } from "../company-videos";
import { withDeferredData } from "./with-deferred-data";

const deferred = withDeferredData<CompanyVideosContext>(CompanyVideosTemplate, ContextHead);

/** A deferred company video page: its context comes from the datastore (gatsby/deferred-page-data.ts). */
export default deferred.Page;
export const Head = deferred.Head;

export const query = graphql`
  query DeferredCompanyVideos($dataId: String!) {
    deferredPageData(id: { eq: $dataId }) {
      data
    }
  }
`;
