import { graphql } from "gatsby";
import type { ReviewListPageContext } from "../../features/reviews/review-page-data";
import ReviewListTemplate, { Head as ContextHead } from "../review-list";
import { withDeferredData } from "./with-deferred-data";

const deferred = withDeferredData<ReviewListPageContext>(ReviewListTemplate, ContextHead);

/** A deferred review list page: its context comes from the datastore (gatsby/deferred-page-data.ts). */
export default deferred.Page;
export const Head = deferred.Head;

export const query = graphql`
  query DeferredReviewList($dataId: String!) {
    deferredPageData(id: { eq: $dataId }) {
      data
    }
  }
`;
