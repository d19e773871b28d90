import type { EventCategory } from "../event-category";
import type { EventCardData } from "./event-card-data";

/** One schedule as the detail page query (EventDetailFields fragment) gives it. */
export type EventDetailSchedule = {
  db_id: number;
  title: string | null;
  start_at: string;
  end_at: string;
  time_limit_at: string | null;
  place: string | null;
  is_online: boolean;
  prefecture: { code: number; name: string } | null;
  admission_limit_number: number | null;
  stopped_entry: boolean;
  canceled: boolean;
  has_reached_admission_limit: boolean;
};

export type EventDetailCompany = {
  db_id: number;
  name: string;
  initial_char: string;
  square_logo_url: string | null;
  business_subcategory_name: string;
};

/** The shape of the EventDetailFields GraphQL fragment: everything both detail readings show. */
export type EventDetailData = {
  db_id: number;
  title: string;
  category: EventCategory;
  eye_catch_image_url: string | null;
  lottery: boolean;
  display_own_logo: boolean;
  is_trend_event: boolean;
  short_graduate_year: string;
  description_html: string;
  description_excerpt: string;
  summary: string | null;
  application_url: string | null;
  updated_at: string;
  description_items: ReadonlyArray<{ label: string; content: string }>;
  summary_videos: ReadonlyArray<{
    id: number;
    video_type: string;
    external_video_url: string | null;
    video_url: string | null;
    video_chapter_url: string | null;
    description: string;
  }>;
  summary_images: ReadonlyArray<{ id: number; image_url: string; description: string }>;
  alert_message: { announce_type: string; icon: string; message: string } | null;
  business_category: { db_id: number; name: string } | null;
  host_company: EventDetailCompany | null;
  companies: readonly EventDetailCompany[];
  schedules: readonly EventDetailSchedule[];
  other_published_events: readonly EventCardData[];
  recommended_events: readonly EventCardData[];
};
