import { apiPaths } from "../../core/api-paths";
import { z } from "zod";
import { googleCustomCampaigns } from "../../db/schema";
import { googleCustomCampaignRequestSchema, utmFieldNames } from "../../core/api/campaigns";
import { ApiError } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";

export const recordGoogleCustomCampaignRoute = defineRoute(
  {
    operationId: "recordGoogleCustomCampaign",
    summary: "Records the UTM parameters of a signed-in student's visit (at least one non-empty); 204",
    paths: [apiPaths.googleCustomCampaigns],
    methods: ["POST"],
    auth: "student",
    body: googleCustomCampaignRequestSchema,
    response: z.null(),
    successStatus: 204,
    otherResponses: { 401: { description: "No signed-in student" } },
    personal: true,
  },
  async ({ db, body, requireViewer }) => {
    const viewer = await requireViewer();
    const value = (name: (typeof utmFieldNames)[number]) => (body[name] ? body[name] : null);
    if (utmFieldNames.every((name) => value(name) === null)) {
      const message = `At least one of ${utmFieldNames.map((name) => `"${name}"`).join(", ")} must be a non-empty string`;
      throw new ApiError(400, "invalid_parameter", message, { issues: [{ parameter: "", message }] });
    }
    await db.insert(googleCustomCampaigns).values({
      userId: viewer.userId,
      utmSource: value("utm_source"),
      utmMedium: value("utm_medium"),
      utmCampaign: value("utm_campaign"),
      utmTerm: value("utm_term"),
      utmContent: value("utm_content"),
    });
    return new Response(null, { status: 204 });
  },
);
