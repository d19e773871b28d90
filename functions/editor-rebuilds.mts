import type { Config } from "@netlify/functions";
import { editorRebuildRoutes } from "../server/editor/rebuild-route";
import { serveRoutes } from "../server/http/serve-routes";

export default serveRoutes(editorRebuildRoutes);

export const config: Config = {
  path: ["/api/v1/editor/rebuilds"],
};
