import type { Config } from "@netlify/functions";
import { reportingRequestErrors } from "../server/platform/http/reporting-errors";
import { handlePreviewPageRequest } from "../server/previews/page/preview-page-handler";

export default reportingRequestErrors("/preview_events/:category/:event_id", (request: Request) =>
  handlePreviewPageRequest(request),
);

// Exactly two segments; deeper or shallower paths have no file and get the CDN's 404.
export const config: Config = { path: "/preview_events/:category/:event_id" };
