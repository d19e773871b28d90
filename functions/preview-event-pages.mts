import type { Config } from "@netlify/functions";
import { handlePreviewPageRequest } from "../server/previews/page/preview-page-handler";

export default handlePreviewPageRequest;

// Exactly two segments; deeper or shallower paths have no file and get the CDN's 404.
export const config: Config = { path: "/preview_events/:category/:event_id" };
