import { eventPageTemplate } from "./event-page-template";
import type { CreatePagesArgs } from "gatsby";
import { ONLINE_PLACE_CODE } from "../core/event-card-facts";
import {
  EVENT_LIST_SHELL_MATCH_PATH,
  EVENT_LIST_SHELL_PATH,
  planEventListPages,
  type ListableEvent,
} from "./event-list-page-plan";
import { buildPickupEventIds, type PickupEventNode, type PromotionContractPeriodNode } from "./event-list-pickups";
import { eventListSitemap } from "./sitemap/event-sitemap";
import type { SitemapEntry } from "./sitemap/sitemap-entry";

type EventListSourceData = {
  allEvent: { nodes: Array<ListableEvent & PickupEventNode> };
  allPromotionContract: { nodes: PromotionContractPeriodNode[] };
  allBusinessCategory: { nodes: Array<{ db_id: number; subcategory_db_ids: number[] }> };
  allPrefecture: { nodes: Array<{ code: number }> };
};

/** The prerendered event listings and the listing shell; returns the listings' sitemap entries. */
export async function createEventListPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<SitemapEntry[]> {
  const result = await graphql<EventListSourceData>(`
    query EventListPages {
      allEvent {
        nodes {
          db_id
          route_category
          graduate_years
          industry_db_ids
          prefecture_codes
          has_live_schedule
          updated_at
          is_pickup
          closest_schedule {
            start_at
          }
        }
      }
      allPromotionContract {
        nodes {
          event_db_id
          starts_at
          ends_at
        }
      }
      allBusinessCategory(sort: { display_order: ASC }) {
        nodes {
          db_id
          subcategory_db_ids
        }
      }
      allPrefecture(sort: { code: ASC }) {
        nodes {
          code
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("event list pages: query failed", result.errors);
    return [];
  }
  const { allEvent, allPromotionContract, allBusinessCategory, allPrefecture } = result.data;
  const graduateYears = [...new Set(allEvent.nodes.flatMap((event) => event.graduate_years))].sort((a, b) => a - b);
  const pages = planEventListPages(
    allEvent.nodes,
    {
      graduateYears,
      businessCategoryIds: allBusinessCategory.nodes.map((category) => category.db_id),
      prefectureCodes: [ONLINE_PLACE_CODE, ...allPrefecture.nodes.map((prefecture) => prefecture.code)],
    },
    buildPickupEventIds(allEvent.nodes, allPromotionContract.nodes, Date.now()),
  );

  // Business category id → its subcategory ids: the API filters industries by subcategory.
  const subcategories = Object.fromEntries(
    allBusinessCategory.nodes.map((category) => [String(category.db_id), category.subcategory_db_ids]),
  );
  const shared = { filterGraduateYears: graduateYears, subcategories };

  const listTemplate = eventPageTemplate("src/templates/event-list.tsx");
  for (const page of pages) {
    actions.createPage({ path: page.path, component: listTemplate, context: { ...page.context, ...shared } });
  }
  actions.createPage({
    path: EVENT_LIST_SHELL_PATH,
    matchPath: EVENT_LIST_SHELL_MATCH_PATH,
    component: eventPageTemplate("src/templates/event-list-client.tsx"),
    context: shared,
  });
  reporter.info(
    `event list pages: ${pages.length} prerendered, client-only listings at ${EVENT_LIST_SHELL_MATCH_PATH}`,
  );
  return eventListSitemap(pages, allEvent.nodes);
}
