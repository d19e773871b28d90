import * as React from "react";
import { useHydratedNow } from "../../use-hydrated-now";
import { eventBreadcrumbs } from "../event-breadcrumbs";
import type { EventDetailData } from "@core/events/event-detail-data";
import { useLiveScheduleStates } from "../use-live-schedule-states";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { DescriptionItems } from "./description-items";
import { DetailSection } from "@/components/detail-page/detail-section";
import { DETAIL_MEDIA_IMAGE } from "@/components/detail-page/detail-page-images";
import * as styles from "@/components/detail-page/detail-page.module.css";
import { ResponsiveImage } from "@/components/responsive-image/responsive-image";
import { EventCompaniesSections, EventSchedulesSection, RelatedEventsSections } from "./event-detail-shared";
import { EventHeader } from "./event-header";

type Video = EventDetailData["summary_videos"][number];

function SummaryVideo({ video }: { video: Video }) {
  if (video.video_type === "uploaded" && video.video_url) {
    return <video controls preload="none" src={video.video_url} aria-label={video.description || "紹介動画"} />;
  }
  const url = video.external_video_url ?? video.video_chapter_url ?? video.video_url;
  return url ? (
    <a href={url} target="_blank" rel="noopener">
      {video.description || "紹介動画を見る"}
    </a>
  ) : null;
}

type InternshipRenewedViewProps = {
  event: EventDetailData;
  /** the build-time value of the `event_internship_summary_image` flag */
  showSummaryImages: boolean;
  /** false: keep the given schedule states (a preview, read at request time) instead of refreshing them from the API */
  refreshSchedules?: boolean;
};

/** Renewed internship detail, Reading B: summary, summary videos, description items and summary images. */
export function InternshipRenewedView({
  event,
  showSummaryImages,
  refreshSchedules = true,
}: InternshipRenewedViewProps) {
  const liveStates = useLiveScheduleStates(refreshSchedules ? event.db_id : null);
  const now = useHydratedNow();
  return (
    <article className={`container ${styles.page}`} data-reading="b">
      <Breadcrumbs items={eventBreadcrumbs(event)} />
      <EventHeader event={event} />
      {event.summary && (
        <DetailSection id="summary" heading="インターンシップの概要">
          <p className={styles.summary}>{event.summary}</p>
        </DetailSection>
      )}
      {event.summary_videos.length > 0 && (
        <DetailSection id="summary-videos" heading="紹介動画">
          <ul className={styles.media}>
            {event.summary_videos.map((video) => (
              <li key={video.id}>
                <SummaryVideo video={video} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {event.description_items.length > 0 && (
        <DetailSection id="description-items" heading="募集要項">
          <DescriptionItems items={event.description_items} />
        </DetailSection>
      )}
      {showSummaryImages && event.summary_images.length > 0 && (
        <DetailSection id="summary-images" heading="プログラムの様子">
          <ul className={styles.media}>
            {event.summary_images.map((image) => (
              <li key={image.id}>
                <figure>
                  {/* the caption names the figure: an alt saying the same would be read twice */}
                  <ResponsiveImage
                    src={image.image_url}
                    alt={image.description ? "" : "プログラムの様子"}
                    {...DETAIL_MEDIA_IMAGE}
                  />
                  {image.description && <figcaption>{image.description}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      <EventCompaniesSections event={event} />
      <EventSchedulesSection event={event} liveStates={liveStates} now={now} entryActions={refreshSchedules} />
      <RelatedEventsSections event={event} />
    </article>
  );
}
