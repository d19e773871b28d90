import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { FEATURE_EVENT_IMAGE } from "@/components/detail-page/detail-page-images";
import { ImagePreload } from "@/components/responsive-image/responsive-image";
import { SeoHead, useJsonLdContext } from "@/components/seo";
import { featureEventPath } from "@core/routes";
import { eventStructuredData, FairScheduleEntries } from "@/features/events";
import { featureEventBreadcrumbs, FeatureEventView } from "@/features/feature-events";
import { requirePageNode } from "@core/require-page-node";

export type FeatureEventPageContext = { dbId: number };

export default function FeatureEventTemplate({
  data,
}: PageProps<Queries.FeatureEventPageQuery, FeatureEventPageContext>) {
  return (
    <FeatureEventView
      featureEvent={requirePageNode(data.featureEvent, "Feature event page")}
      renderFairSchedules={(event, now) => <FairScheduleEntries event={event} now={now} />}
    />
  );
}

export function Head({ data, location }: HeadProps<Queries.FeatureEventPageQuery, FeatureEventPageContext>) {
  const featureEvent = requirePageNode(data.featureEvent, "Feature event page");
  const context = useJsonLdContext();
  const path = featureEventPath(featureEvent.db_id);
  const [only] = featureEvent.events.length === 1 ? featureEvent.events : [];
  // A joint fair presented on its own page is that fair's schema.org Events (one per date).
  const events = only
    ? eventStructuredData(
        { ...only, description_excerpt: featureEvent.description_excerpt },
        context.toUrl(path),
        context,
      )
    : [];
  return (
    <SeoHead
      location={location}
      title={featureEvent.title}
      description={featureEvent.description_excerpt || featureEvent.title}
      path={path}
      image={featureEvent.image_url}
      imageAlt={featureEvent.title}
      jsonLd={events}
      breadcrumbs={featureEventBreadcrumbs(featureEvent)}
    >
      <ImagePreload src={featureEvent.image_url} {...FEATURE_EVENT_IMAGE} />
    </SeoHead>
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
