import { z } from "zod";

const utmValue = z.string().trim().max(200).nullish();

export const utmFieldNames = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * POST /api/v1/google_custom_campaigns (spec §7): the UTM parameters of a visit by a signed-in student. Each is
 * optional (null or "" means absent; values are trimmed, at most 200 characters) but at least one must be non-empty.
 * Answers 204.
 */
export const googleCustomCampaignRequestSchema = z.strictObject({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
});
export type GoogleCustomCampaignRequest = z.infer<typeof googleCustomCampaignRequestSchema>;
