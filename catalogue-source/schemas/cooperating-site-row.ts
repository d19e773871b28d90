import { z } from "zod";
import { mediaUrlSchema } from "./media-url";

export const cooperatingSiteExternalLinkSchema = z.object({
  label: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
});
export type CooperatingSiteExternalLink = z.infer<typeof cooperatingSiteExternalLinkSchema>;

/** A published cooperating (partner) site, spec §3 Cooperating site. */
export const cooperatingSiteRowSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  partner: z.string().min(1),
  square_logo_url: mediaUrlSchema.nullable(),
  description: z.string(),
  service_category: z.string().min(1),
  graduate_years: z.array(z.number().int().min(2000).max(2100)),
  external_links: z.array(cooperatingSiteExternalLinkSchema),
  display_order: z.number().int(),
});
export type CooperatingSiteRow = z.infer<typeof cooperatingSiteRowSchema>;
