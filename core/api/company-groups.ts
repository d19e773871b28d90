import { z } from "zod";

/** Spec §3 "Company groups: main_company_id, grouped_company_names". */
export const companyGroupSchema = z.object({
  main_company_id: z.number().int(),
  /** names of every company in the group, the main company included, in company id order */
  grouped_company_names: z.array(z.string()),
});
export type CompanyGroup = z.infer<typeof companyGroupSchema>;

/** GET /api/v1/company_groups and /app_api/v1/company_groups. */
export const companyGroupsResponseSchema = z.object({
  company_groups: z.array(companyGroupSchema),
});
export type CompanyGroupsResponse = z.infer<typeof companyGroupsResponseSchema>;
