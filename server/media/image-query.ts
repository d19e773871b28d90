import { z } from "zod";
import {
  ALLOWED_IMAGE_WIDTHS,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_FITS,
  IMAGE_FORMATS,
  MAX_IMAGE_BLUR,
  MAX_IMAGE_HEIGHT,
  MAX_IMAGE_QUALITY,
  MIN_IMAGE_QUALITY,
} from "../../core/images/image-rules";
import { parseQuery } from "../platform/http/parse-query";
import { validationError } from "../platform/http/validation-error";
import { mediaKeyFromPath } from "./media-path";

/** A positive integer written plainly ("640", not "0640" or "640.0"), so one image has one URL and one cache entry. */
const plainInteger = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, "must be a positive whole number")
  .transform(Number);

/**
 * The proxy's query (`/_img?url=/media/…&w=640&h=360&fm=webp&q=75&fit=cover&blur=3`), as src/lib/images/image-url.ts
 * writes it. Unknown or repeated parameters are refused: each would be another cache entry of the same image.
 */
export const imageQuerySchema = z
  .object({
    url: z.string().transform((value, context) => {
      const key = mediaKeyFromPath(value);
      if (key === null)
        context.addIssue({
          code: "custom",
          message: "must be a path under /media/ without . or .. segments or encoded characters",
        });
      return key ?? "";
    }),
    w: plainInteger.refine(
      (width) => ALLOWED_IMAGE_WIDTHS.includes(width),
      `must be one of ${ALLOWED_IMAGE_WIDTHS.join(", ")}`,
    ),
    h: plainInteger.refine((height) => height <= MAX_IMAGE_HEIGHT, `must be at most ${MAX_IMAGE_HEIGHT}`).optional(),
    fm: z.enum(IMAGE_FORMATS).default(DEFAULT_IMAGE_FORMAT),
    q: plainInteger
      .refine(
        (quality) => quality >= MIN_IMAGE_QUALITY && quality <= MAX_IMAGE_QUALITY,
        `must be ${MIN_IMAGE_QUALITY}–${MAX_IMAGE_QUALITY}`,
      )
      .default(DEFAULT_IMAGE_QUALITY),
    fit: z.enum(IMAGE_FITS).default("cover"),
    blur: plainInteger.refine((sigma) => sigma <= MAX_IMAGE_BLUR, `must be at most ${MAX_IMAGE_BLUR}`).optional(),
  })
  .strict();
export type ImageQuery = z.infer<typeof imageQuerySchema>;

/** The request's resizing operations, or a 400 `invalid_parameter` naming what is wrong (thrown as ApiError). */
export function parseImageQuery(url: URL): ImageQuery {
  const query = parseQuery(url.searchParams);
  const parsed = imageQuerySchema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error, query, "query");
  return parsed.data;
}
