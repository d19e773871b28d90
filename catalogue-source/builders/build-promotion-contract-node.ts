import type { PromotionContractRow } from "../schemas/promotion-contract-row";
import { toIso } from "./to-iso";

export type PromotionContractNodeFields = {
  db_id: number;
  event_db_id: number;
  ad_place: string;
  publication_type: string;
  catch_copy: string | null;
  image_url: string | null;
  starts_at: string;
  ends_at: string;
  display_order: number;
};

export function buildPromotionContractNode(row: PromotionContractRow): PromotionContractNodeFields {
  return {
    db_id: row.id,
    event_db_id: row.event_id,
    ad_place: row.ad_place_key,
    publication_type: row.publication_type,
    catch_copy: row.catch_copy,
    image_url: row.image_url,
    starts_at: toIso(row.starts_at),
    ends_at: toIso(row.ends_at),
    display_order: row.display_order,
  };
}
