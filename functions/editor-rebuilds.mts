import type { Config } from "@netlify/functions";
import { editorRebuildRoutes } from "../server/editor/rebuild-route";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { editorAuth } from "../server/editor/verify-editor-request";

export default serveRoutes(editorRebuildRoutes, { auth: editorAuth });

export const config: Config = {
  path: ["/api/v1/editor/rebuilds"],
};
