import { z } from "zod";

/**
 * The page a popup is asked for: a site path as the address bar shows it (`/events/internship`), without origin,
 * query or fragment; at most 512 characters.
 */
export const popupPagePathSchema = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^\s?#\\]*$/, "must be a site path such as /events/internship");

/** GET /api/v1/popups?path=/events/internship */
export const popupQuerySchema = z.object({
  path: popupPagePathSchema,
});
export type PopupQuery = z.infer<typeof popupQuerySchema>;

/**
 * A popup (spec §3: popup events carry its id, type and url). `title` labels the dialog and is the image's alt text;
 * `message` is the text of a popup without an image; `url` is where its link goes.
 */
export const popupSchema = z.object({
  id: z.number().int(),
  /** image: a picture (image_url) that links to url; text: a message with a link */
  type: z.string(),
  url: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  image_url: z.string().nullable(),
  /** path prefixes it shows on; empty = every page */
  target_path_prefixes: z.array(z.string()),
  /** graduate years it shows to; empty = every viewer, anonymous included */
  target_graduate_years: z.array(z.number().int()),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
});
export type Popup = z.infer<typeof popupSchema>;

/** The active popup for the page and viewer, or null. */
export const popupResponseSchema = z.object({
  popup: popupSchema.nullable(),
});
export type PopupResponse = z.infer<typeof popupResponseSchema>;
