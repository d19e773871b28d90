import { graphql } from "gatsby";
import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { promotedEventCards, TOP_PAGE_AD_PLACE, type PromotedEventCard } from "@core/promotions/promoted-event-card";
import { api, type ApiRequester } from "@/lib/api";
import { useApiQuery } from "@/lib/data";
import { TOP_ADS_API_FLAG, useFeatureFlag } from "@/lib/feature-flags";
import { PromotedEventsSection } from "@/features/promotions";
import { TOP_ADS_SHOWN } from "../top-ads-shown";

export { TOP_ADS_SHOWN };

export const topAdContractFragment = graphql`
  fragment TopAdContractFields on PromotionContract {
    db_id
    ad_place
    catch_copy
    event {
      ...EventCardFields
    }
  }
`;

export type TopAdContract = Queries.TopAdContractFieldsFragment;

/** The build's contracts (PromotionContract nodes) as cards: the same model as the API's (promotedEventCards). */
export function topAdCardsOfBuild(contracts: readonly TopAdContract[]): PromotedEventCard[] {
  return promotedEventCards(
    contracts.map((node) => ({
      contract: { id: node.db_id, ad_place: node.ad_place, catch_copy: node.catch_copy },
      event: node.event,
    })),
    TOP_ADS_SHOWN,
  );
}

type TopAdsProps = {
  /** the top page's contracts running at build time, in display order */
  buildContracts: readonly TopAdContract[];
  client?: ApiRequester;
};

/**
 * The home page's sponsored section (ad place ad_place_web_top_page). The `use_new_top_ads_api` flag picks the
 * source: off, the contracts read at build time, prerendered; on, the promotion API, fetched in the browser (a
 * failed call falls back to the build's cards). The build value decides the prerendered HTML, the run-time value
 * (useFeatureFlag) can switch after hydration. Either way the same cards, pushing action-on-pr-event.
 */
export function TopAds({ buildContracts, client = api }: TopAdsProps) {
  const fromApi = useFeatureFlag(TOP_ADS_API_FLAG);
  const buildCards = React.useMemo(() => topAdCardsOfBuild(buildContracts), [buildContracts]);
  const query = useApiQuery({
    queryKey: [apiPaths.promotionContractEvents, { query: { ad_place: TOP_PAGE_AD_PLACE } }],
    // the API path is a chunk of its own, loaded only while the flag is on
    queryFn: ({ signal }) =>
      import("../api/top-ads-from-api").then(({ loadTopAdCards }) => loadTopAdCards(client, signal)),
    enabled: fromApi,
    meta: { onFailure: (error) => console.error("top ads: fetch failed", error) },
  });
  const apiCards = query.error ? buildCards : (query.data ?? null);

  return (
    <div className="container">
      <PromotedEventsSection id="top-ads" cards={fromApi ? apiCards : buildCards} />
    </div>
  );
}
