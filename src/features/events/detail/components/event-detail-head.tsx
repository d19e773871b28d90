import * as React from "react";
import { SeoHead } from "../../../../components/seo";
import { absoluteUrl } from "../../../../components/seo/absolute-url";
import { useSiteUrl } from "../../../../components/seo/use-site-url";
import { eventCategoryLabels } from "../../../../domain/event-category";
import { eventPath } from "../../../../domain/routes";
import { useSiteIdentity } from "../../../../lib/site/use-site-identity";
import { eventBreadcrumbs } from "../event-breadcrumbs";
import type { EventDetailData } from "../../../../domain/events/event-detail-data";
import { eventStructuredData } from "../event-structured-data";
import { breadcrumbStructuredData } from "../../../../components/detail-page/breadcrumbs";

/** Title, description, canonical, share image and schema.org Event + BreadcrumbList of an event detail. */
export function EventDetailHead({ event }: { event: EventDetailData }) {
  const siteUrl = useSiteUrl();
  const { name } = useSiteIdentity();
  const path = eventPath(event.category, event.db_id);
  const host = event.host_company ? `${event.host_company.name}の` : "";
  return (
    <SeoHead
      title={`${event.title}（${host}${eventCategoryLabels[event.category]}）`}
      description={event.description_excerpt || event.title}
      path={path}
      image={event.eye_catch_image_url ?? undefined}
      ogType="article"
      structuredData={{
        "@context": "https://schema.org",
        "@graph": [
          eventStructuredData(event, siteUrl, path, name),
          breadcrumbStructuredData(eventBreadcrumbs(event), (itemPath) => absoluteUrl(siteUrl, itemPath)),
        ],
      }}
    />
  );
}
