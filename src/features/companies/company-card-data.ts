/** What a company card shows: the shape of the CompanyCardFields GraphQL fragment. */
export type CompanyCardData = {
  db_id: number;
  name: string;
  initial_char: string;
  square_logo_url: string | null;
  business_category: { name: string; icon_key: string };
  business_subcategory_name: string;
  overall_score: number | null;
  review_count: number;
  follower_count: number;
  event_count: number;
  is_official_company: boolean;
  latest_award_reviews_year: number | null;
  /** bronze | silver | gold */
  latest_award_reviews_badge: string | null;
};
