import { apiPaths } from "../../core/api-paths";
import { popupQuerySchema, popupResponseSchema } from "../../core/api/popups";
import { defineRoute, type ApiRoute } from "../platform/http/define-route";
import { viewerAwareResponse } from "../platform/http/viewer-aware-response";
import { loadGraduateYear } from "../users/graduate-year";
import { findActivePopup } from "./active-popup";

/**
 * The active popup of a page for its viewer. Anonymous answers are public and CDN-cached for a minute (varied on the
 * credentials, so a signed-in request never gets one); signed-in answers depend on the student's graduate year and
 * are `private, no-store`.
 */
export const getPopupRoute = defineRoute(
  {
    operationId: "getPopup",
    summary:
      "The popup to show on a page (path) to the viewer: in its schedule window, targeting the page and the viewer's graduate year",
    paths: [apiPaths.popups],
    methods: ["GET"],
    auth: "viewer",
    query: popupQuerySchema,
    response: popupResponseSchema,
    maxAgeSeconds: 60,
  },
  async ({ db, query, viewer }) => {
    const student = await viewer();
    const graduateYear = student ? await loadGraduateYear(db, student.userId) : null;
    return viewerAwareResponse({ popup: await findActivePopup(db, query.path, graduateYear) }, student);
  },
);

export const popupRoutes: ApiRoute[] = [getPopupRoute];
