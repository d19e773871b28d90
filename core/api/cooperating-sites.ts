import { z } from "zod";
import { requestIdSchema } from "./request-id";
import { queryIntegerSchema } from "./query-values";

/** Spec §3 Cooperating site. */
export const cooperatingSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  partner: z.string(),
  square_logo_url: z.string().nullable(),
  description: z.string(),
  service_category: z.string(),
  graduate_years: z.array(z.number().int()),
  external_links: z.array(z.object({ label: z.string(), url: z.string() })),
  allowed_checked_by_default: z.boolean(),
});
export type CooperatingSite = z.infer<typeof cooperatingSiteSchema>;

export const cooperatingSitesResponseSchema = z.object({ cooperating_sites: z.array(cooperatingSiteSchema) });
export type CooperatingSitesResponse = z.infer<typeof cooperatingSitesResponseSchema>;

/** GET /api/v1/user_registrations/all_cooperating_sites?cooperating_site_ids[]=…: required, 1–50 ids. */
export const allCooperatingSitesQuerySchema = z.object({
  cooperating_site_ids: z
    .array(queryIntegerSchema.pipe(z.number().int().min(1)))
    .min(1)
    .max(50),
});

/**
 * GET/PUT …/user_registration_cooperating_sites: the sites the student chose on recommend_sites (registered by the
 * complete call). Every id must be a site offered to the student (GET …/cooperating_sites); 409 once completed.
 */
export const chosenCooperatingSitesSchema = z.strictObject({
  cooperating_site_ids: z
    .array(requestIdSchema)
    .max(50)
    .refine((values) => new Set(values).size === values.length, "each site at most once"),
});
export type ChosenCooperatingSites = z.infer<typeof chosenCooperatingSitesSchema>;
export const chosenCooperatingSitesResponseSchema = z.object({ cooperating_site_ids: z.array(z.number().int()) });
export type ChosenCooperatingSitesResponse = z.infer<typeof chosenCooperatingSitesResponseSchema>;
