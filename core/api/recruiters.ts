import { z } from "zod";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * GET /api/v1/recruiter/company (Bearer recruiter token): the company the token belongs to, and the token itself
 * (never its secret). The recruiter API's first call, for a tool to check its token (issue 17; scouts and search follow).
 */
export const recruiterCompanyResponseSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  token: z.object({
    id: z.number().int(),
    label: z.string(),
    created_at: isoDateTimeSchema,
  }),
});
export type RecruiterCompanyResponse = z.infer<typeof recruiterCompanyResponseSchema>;
