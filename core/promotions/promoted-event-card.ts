import type { EventCardData } from "../events/event-card-data";

/** Spec §9 ad places of the web pages: the home page's top ads and the company index's promoted events. */
export const TOP_PAGE_AD_PLACE = "ad_place_web_top_page";
export const COMPANY_INDEX_AD_PLACE = "ad_place_web_company_index_page";

/** The facts of a running promotion contract a promoted card needs, from a build node or an API answer. */
export type PromotedContractFacts = {
  /** the contract's id */
  id: number;
  ad_place: string;
  catch_copy: string | null;
};

/** One card of a sponsored (PR) section: the event's card, the contract's catch copy, its place and position. */
export type PromotedEventCard = {
  contract_id: number;
  ad_place: string;
  /** 1-based position in the section, as action-on-pr-event reports it */
  position: number;
  catch_copy: string | null;
  event: EventCardData;
};

/**
 * The cards of a sponsored section from running contracts in display order, at most `limit`: one model for the build
 * (PromotionContract nodes with their Event's EventCardFields) and the browser (GET …/promotion_contract_events →
 * eventListItemToCard), so both sources show the same cards (test/promoted-event-card-equivalence.test.ts). A
 * contract without its event (not published) is left out; an event promoted twice shows once, at its first place.
 */
export function promotedEventCards(
  rows: ReadonlyArray<{ contract: PromotedContractFacts; event: EventCardData | null }>,
  limit: number,
): PromotedEventCard[] {
  const shownEvents = new Set<number>();
  const cards: PromotedEventCard[] = [];
  for (const { contract, event } of rows) {
    if (cards.length >= limit) break;
    if (!event || shownEvents.has(event.db_id)) continue;
    shownEvents.add(event.db_id);
    cards.push({
      contract_id: contract.id,
      ad_place: contract.ad_place,
      position: cards.length + 1,
      catch_copy: contract.catch_copy,
      event,
    });
  }
  return cards;
}
