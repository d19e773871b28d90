import type { Config } from "@netlify/functions";
import { reportingRequestErrors } from "../server/platform/http/reporting-errors";
import { handleMediaRequest } from "../server/media/media-originals";
import { contextMediaStore } from "../server/media/media-store";

/** Originals of the media store (Netlify Blobs) at `/media/{key}`; Netlify Image CDN resizes from here. Not an API route. */
export default reportingRequestErrors("/media/*", (request: Request) =>
  handleMediaRequest(request, contextMediaStore()),
);

export const config: Config = { path: "/media/*" };
