import { z } from "zod";

/**
 * Query of GET /api/v1/events/{event_id}/previews/basic_information and previews/schedules: the signed, expiring
 * preview token of the link `npm run preview-link` prints. Missing, forged or expired → 404 (the event does not exist
 * for anyone without the link).
 */
export const previewQuerySchema = z.object({
  token: z.string().max(200).optional(),
});
export type PreviewQuery = z.infer<typeof previewQuerySchema>;
