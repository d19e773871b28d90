import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "../components/seo";
import { absoluteUrl } from "../components/seo/absolute-url";
import { useSiteUrl } from "../components/seo/use-site-url";
import { featureEventPath } from "../domain/routes";
import { breadcrumbStructuredData } from "../components/detail-page/breadcrumbs";
import { eventStructuredData } from "../features/events/detail/event-structured-data";
import { featureEventBreadcrumbs } from "../features/feature-events/feature-event-breadcrumbs";
import { FeatureEventView } from "../features/feature-events/feature-event-view";
import { FairScheduleEntries } from "../features/events/detail/components/fair-schedule-entries";
import { useSiteIdentity } from "../lib/site/use-site-identity";
import { requirePageNode } from "../domain/require-page-node";

export type FeatureEventPageContext = { dbId: number };

export default function FeatureEventTemplate({ data }: PageProps<Queries.FeatureEventPageQuery, FeatureEventPageContext>) {
  return (
    <FeatureEventView
      featureEvent={requirePageNode(data.featureEvent, "Feature event page")}
      renderFairSchedules={(event, now) => <FairScheduleEntries event={event} now={now} />}
    />
  );
}

export function Head({ data }: HeadProps<Queries.FeatureEventPageQuery, FeatureEventPageContext>) {
  const featureEvent = requirePageNode(data.featureEvent, "Feature event page");
  const siteUrl = useSiteUrl();
  const { name } = useSiteIdentity();
  const path = featureEventPath(featureEvent.db_id);
  const [only] = featureEvent.events.length === 1 ? featureEvent.events : [];
  const graph: object[] = [breadcrumbStructuredData(featureEventBreadcrumbs(featureEvent), (itemPath) => absoluteUrl(siteUrl, itemPath))];
  // A joint fair presented on its own page is one schema.org Event.
  if (only) {
    graph.unshift(
      eventStructuredData(
        {
          title: only.title,
          description_excerpt: featureEvent.description_excerpt,
          eye_catch_image_url: only.eye_catch_image_url,
          schedules: only.schedules,
          host_company: only.host_company,
        },
        siteUrl,
        path,
        name,
      ),
    );
  }
  return (
    <SeoHead
      title={featureEvent.title}
      description={featureEvent.description_excerpt || featureEvent.title}
      path={path}
      image={featureEvent.image_url ?? undefined}
      structuredData={{ "@context": "https://schema.org", "@graph": graph }}
    />
  );
}

export const query = graphql`
  query FeatureEventPage($dbId: Int!) {
    featureEvent(db_id: { eq: $dbId }) {
      db_id
      title
      description_html
      description_excerpt
      image_url
      companies {
        ...EventDetailCompanyFields
      }
      events {
        ...EventCardFields
        graduate_years
        application_url
        schedules {
          ...EventDetailScheduleFields
        }
      }
    }
  }
`;
