import {
  boothCheckinBodySchema,
  boothCheckinResponseSchema,
  checkinCompanyDetailResponseSchema,
  checkinCompanyParamsSchema,
} from "../../../core/api/checkin";
import { apiPaths } from "../../../core/api-paths";
import { defineRoute } from "../../platform/http/define-route";
import { parsePathId } from "../../platform/http/path-id";
import { viewerAwareResponse } from "../../platform/http/viewer-aware-response";
import { readCheckinSecret } from "../checkin-env";
import { checkInAtBooth, loadBoothDetail } from "./booth-service";

const notFound = { 404: { description: "Unknown check-in company, or one of an unpublished event" } } as const;

/** Served by functions/checkin-booths.mts. Anonymous: public and CDN-cacheable; signed in: `private, no-store`. */
export const getCheckinCompanyRoute = defineRoute(
  {
    operationId: "getEventCheckinableCompany",
    summary:
      "A booth of a fair, with the signed-in student's seat-holding entry of the fair and visit (null when anonymous or without)",
    paths: [apiPaths.checkinCompany],
    methods: ["GET"],
    auth: "viewer",
    params: checkinCompanyParamsSchema,
    response: checkinCompanyDetailResponseSchema,
    otherResponses: notFound,
  },
  async ({ params, db, viewer }) => {
    const boothId = parsePathId(params.event_checkinable_company_id, "Check-in company");
    const student = await viewer();
    return viewerAwareResponse(await loadBoothDetail(db, boothId, student?.userId ?? null), student);
  },
);

export const boothCheckinRoute = defineRoute(
  {
    operationId: "checkInAtBooth",
    summary:
      "Record the signed-in student's visit at a booth with the booth's code of the day; a replay changes nothing",
    paths: [apiPaths.boothCheckins],
    methods: ["POST"],
    auth: "student",
    params: checkinCompanyParamsSchema,
    body: boothCheckinBodySchema,
    response: boothCheckinResponseSchema,
    personal: true,
    otherResponses: {
      ...notFound,
      401: { description: "No signed-in student" },
      409: { description: "checkin_refused: details.reason no_entry, wrong_day or invalid_code" },
    },
  },
  async ({ params, body, db, requireViewer }) => {
    const boothId = parsePathId(params.event_checkinable_company_id, "Check-in company");
    const { userId } = await requireViewer();
    return checkInAtBooth(db, readCheckinSecret(), userId, boothId, body.code);
  },
);

export const boothRoutes = [getCheckinCompanyRoute, boothCheckinRoute];
