import { eventPageTemplate } from "./event-page-template";
import type { CreatePagesArgs } from "gatsby";
import type { EventCategory } from "../core/event-category";
import { planDetailPages, type DetailTemplate } from "./event-detail-page-plan";
import { eventDetailSitemap } from "./sitemap/event-sitemap";
import type { SitemapEntry } from "./sitemap/sitemap-entry";

const templates: Record<DetailTemplate, string> = {
  eventDetail: eventPageTemplate("src/templates/event-detail.tsx"),
  internshipRenewed: eventPageTemplate("src/templates/event-detail-internship.tsx"),
  featureEvent: eventPageTemplate("src/templates/feature-event.tsx"),
  cooperatingSites: eventPageTemplate("src/templates/cooperating-sites.tsx"),
  cooperatingSite: eventPageTemplate("src/templates/cooperating-site.tsx"),
};

type DetailPagesQuery = {
  allEvent: { nodes: { db_id: number; category: EventCategory; updated_at: string }[] };
  allFeatureEvent: { nodes: { db_id: number; updated_at: string }[] };
  allCooperatingSite: { nodes: { db_id: number }[] };
  allFeatureFlag: { nodes: { key: string; enabled: boolean }[] };
};

/** Event detail pages (Reading A or the renewed internship page), feature events and cooperating sites; returns their sitemap entries. */
export async function createEventDetailPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<SitemapEntry[]> {
  const result = await graphql<DetailPagesQuery>(`
    query EventDetailPages {
      allEvent(filter: { category: { ne: gosetsu } }) {
        nodes {
          db_id
          category
          updated_at
        }
      }
      allFeatureEvent {
        nodes {
          db_id
          updated_at
        }
      }
      allCooperatingSite {
        nodes {
          db_id
        }
      }
      allFeatureFlag(filter: { key: { in: ["internship_renewal", "event_internship_summary_image"] } }) {
        nodes {
          key
          enabled
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createEventDetailPages: the page query failed", result.errors);
    return [];
  }
  const { allEvent, allFeatureEvent, allCooperatingSite, allFeatureFlag } = result.data;
  const flag = (key: string) => allFeatureFlag.nodes.some((node) => node.key === key && node.enabled);
  const pages = planDetailPages({
    events: allEvent.nodes,
    featureEventIds: allFeatureEvent.nodes.map((node) => node.db_id),
    cooperatingSiteIds: allCooperatingSite.nodes.map((node) => node.db_id),
    flags: {
      internshipRenewal: flag("internship_renewal"),
      internshipSummaryImage: flag("event_internship_summary_image"),
    },
  });
  for (const page of pages) {
    actions.createPage({ path: page.path, component: templates[page.template], context: page.context });
  }
  return eventDetailSitemap(pages, { events: allEvent.nodes, featureEvents: allFeatureEvent.nodes });
}
