import type { Config } from "@netlify/functions";
import { handleMediaRequest } from "../server/media/media-originals";
import { contextMediaStore } from "../server/media/media-store";

/** Originals of the media store (Netlify Blobs) at `/media/{key}`; Netlify Image CDN resizes from here. Not an API route. */
export default (request: Request) => handleMediaRequest(request, contextMediaStore());

export const config: Config = { path: "/media/*" };
