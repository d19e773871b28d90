import type { EventCardData } from "../../../domain/events/event-card-data";
import type { CompanyCardData } from "../company-card-data";

type CompanyLink = { db_id: number; name: string };

/** The company page's data: the shape of the CompanyDetailPage query's `company`. */
export type CompanyDetailData = CompanyCardData & {
  name_pronunciation: string;
  official_description: string;
  official_image_url: string | null;
  image_gallery: ReadonlyArray<{ title: string; description: string; image_url: string; display_order: number }>;
  recruitment_score: number | null;
  internship_score: number | null;
  seminar_score: number | null;
  experience_review_count: number;
  has_award_review: boolean;
  awards: ReadonlyArray<{ year: number; rank: string }>;
  job_category_names: readonly string[];
  is_foreign: boolean;
  headquarters_prefecture: { code: number; name: string; area_db_id: number; area_name: string };
  company_group: { main_company: CompanyLink | null; companies: readonly CompanyLink[] } | null;
  events: readonly EventCardData[];
};
