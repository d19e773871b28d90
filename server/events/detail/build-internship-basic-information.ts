import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { eventSummaryImages, eventSummaryVideos } from "../../../db/schema";
import type { InternshipBasicInformation } from "../../../core/api/event-detail";
import type { EventRecord } from "../../event-records/load-event-row";
import { loadDescriptionItems } from "./load-description-items";
import { loadParticipantCompanyIds } from "../../event-records/load-host-companies";

/** Spec §3 Event detail, Reading B (the renewed internship page), of a loaded internship row. */
export async function buildInternshipBasicInformation(db: Db, event: EventRecord): Promise<InternshipBasicInformation> {
  const [descriptionItems, videos, images, participantIds] = await Promise.all([
    loadDescriptionItems(db, event.id),
    db
      .select()
      .from(eventSummaryVideos)
      .where(eq(eventSummaryVideos.eventId, event.id))
      .orderBy(asc(eventSummaryVideos.displayOrder), asc(eventSummaryVideos.id)),
    db
      .select()
      .from(eventSummaryImages)
      .where(eq(eventSummaryImages.eventId, event.id))
      .orderBy(asc(eventSummaryImages.displayOrder), asc(eventSummaryImages.id)),
    loadParticipantCompanyIds(db, event.id, event.hostCompanyId),
  ]);
  return {
    id: event.id,
    title: event.title,
    grades: event.grades ?? [],
    event_category: event.category,
    eye_catch_image: event.eyeCatchImageUrl,
    event_description_items: descriptionItems,
    summary_videos: videos.map((video) => ({
      id: video.id,
      video_type: video.videoType,
      external_video_url: video.externalVideoUrl,
      video_url: video.videoUrl,
      video_chapter_url: video.videoChapterUrl,
      description: video.description,
      display_order: video.displayOrder,
    })),
    summary_images: images.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      description: image.description,
      display_order: image.displayOrder,
    })),
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
    partner_company_id: event.hostCompanyId,
    company_ids: event.hostCompanyId === null ? participantIds : [event.hostCompanyId, ...participantIds],
    not_voted_event_companies: [],
    application_url: event.applicationUrl,
    is_pre_entry_event: event.isPreEntryEvent,
    use_checkin: event.useCheckin,
    summary: event.summary,
  };
}
