import type { CompanyListItem } from "@core/api/company-list";
import type { CompanyCardData } from "../company-card-data";

/** An API company (GET /api/v1/companies) as the card shows it, the same shape build data gives. */
export function companyListItemToCard(item: CompanyListItem): CompanyCardData {
  return {
    db_id: item.id,
    name: item.name,
    initial_char: item.initial_char,
    square_logo_url: item.square_logo,
    business_category: { name: item.business_category_name, icon_key: item.business_category_icon_key },
    business_subcategory_name: item.business_subcategory_name,
    overall_score: item.overall_score,
    review_count: item.review_count,
    follower_count: item.follower_count,
    event_count: item.event_count,
    is_official_company: item.is_official_company,
    latest_award_reviews_year: item.latest_award_reviews_year,
    latest_award_reviews_badge: item.latest_award_reviews_badge,
  };
}
