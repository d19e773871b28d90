import { graphql } from "gatsby";
import type { ReviewDetailPageContext } from "../../features/reviews/review-page-data";
import ReviewDetailTemplate, { Head as ContextHead } from "../review-detail";
import { withDeferredData } from "./with-deferred-data";

const deferred = withDeferredData<ReviewDetailPageContext>(ReviewDetailTemplate, ContextHead);

/** A deferred review detail page: its context comes from the datastore (gatsby/deferred-page-data.ts). */
export default deferred.Page;
export const Head = deferred.Head;

export const query = graphql`
  query DeferredReviewDetail($dataId: String!) {
    deferredPageData(id: { eq: $dataId }) {
      data
    }
  }
`;
