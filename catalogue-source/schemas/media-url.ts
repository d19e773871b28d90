import { z } from "zod";

/**
 * A picture's or clip's address in a row: a site path (`/media/sample/…` from the media store, `/videos/…` from
 * static/) or an http(s) URL. Never `javascript:` or a protocol-relative `//host` path.
 */
export const mediaUrlSchema = z.string().regex(/^(\/[^/]|https?:\/\/)/, "a site path or an http(s) URL");
