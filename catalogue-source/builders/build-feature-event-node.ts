import { htmlExcerpt, renderMarkdown } from "../markdown/render-markdown";
import type { SourceEventRow } from "../schemas/event-row";
import type { FeatureEventRow } from "../schemas/feature-event-row";
import { toIso } from "./to-iso";

export type FeatureEventNodeFields = {
  db_id: number;
  title: string;
  description_html: string;
  description_excerpt: string;
  image_url: string | null;
  display_order: number;
  updated_at: string;
  event_db_ids: number[];
  /** host and participating companies of its events, first appearance first */
  company_db_ids: number[];
};

/** `eventsById` holds the published events; ids of other events are left out. */
export function buildFeatureEventNode(
  row: FeatureEventRow,
  eventsById: ReadonlyMap<number, SourceEventRow>,
): FeatureEventNodeFields {
  const events = row.event_ids.flatMap((id) => {
    const event = eventsById.get(id);
    return event ? [event] : [];
  });
  const companyIds = new Set<number>();
  for (const event of events) {
    if (event.host_company_id !== null) companyIds.add(event.host_company_id);
    for (const id of event.company_ids) companyIds.add(id);
  }
  const descriptionHtml = renderMarkdown(row.description_markdown);
  return {
    db_id: row.id,
    title: row.title,
    description_html: descriptionHtml,
    description_excerpt: htmlExcerpt(descriptionHtml),
    image_url: row.image_url,
    display_order: row.display_order,
    updated_at: toIso(row.updated_at),
    event_db_ids: events.map((event) => event.id),
    company_db_ids: [...companyIds],
  };
}
