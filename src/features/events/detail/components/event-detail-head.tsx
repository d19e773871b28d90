import * as React from "react";
import { EVENT_EYE_CATCH_IMAGE } from "@/components/detail-page/detail-page-images";
import { ImagePreload } from "@/components/responsive-image/responsive-image";
import { SeoHead, useJsonLdContext, type HeadLocation } from "@/components/seo";
import { eventCategoryLabels } from "@core/event-category";
import { eventPath } from "@core/routes";
import { eventBreadcrumbs } from "../event-breadcrumbs";
import type { EventDetailData } from "@core/events/event-detail-data";
import { eventStructuredData } from "../event-structured-data";

/** Title, description, canonical, share image (the eye-catch) and schema.org Events + BreadcrumbList of an event detail. */
export function EventDetailHead({ event, location }: { event: EventDetailData; location: HeadLocation }) {
  const context = useJsonLdContext();
  const path = eventPath(event.category, event.db_id);
  const host = event.host_company ? `${event.host_company.name}の` : "";
  return (
    <SeoHead
      location={location}
      title={`${event.title}（${host}${eventCategoryLabels[event.category]}）`}
      description={event.description_excerpt || event.title}
      path={path}
      image={event.eye_catch_image_url}
      imageAlt={event.title}
      ogType="article"
      jsonLd={eventStructuredData(event, context.toUrl(path), context)}
      breadcrumbs={eventBreadcrumbs(event)}
    >
      <ImagePreload src={event.eye_catch_image_url} {...EVENT_EYE_CATCH_IMAGE} />
    </SeoHead>
  );
}
