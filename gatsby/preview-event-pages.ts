import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { PREVIEW_SHELL_MATCH_PATH, PREVIEW_SHELL_PATH } from "../core/preview-routes";

/** The preview page shell; functions/preview-event-pages.mts serves it, with the event, for valid preview links. */
export async function createPreviewEventPages({ actions }: CreatePagesArgs): Promise<void> {
  actions.createPage({
    path: PREVIEW_SHELL_PATH,
    matchPath: PREVIEW_SHELL_MATCH_PATH,
    component: path.resolve("src/templates/preview-event.tsx"),
    context: {},
  });
}
