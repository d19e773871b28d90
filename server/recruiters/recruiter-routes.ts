import { eq } from "drizzle-orm";
import { companies, recruiterTokens } from "../../db/schema";
import { apiPaths } from "../../core/api-paths";
import { recruiterCompanyResponseSchema, type RecruiterCompanyResponse } from "../../core/api/recruiters";
import { ApiError } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";

/** Documented on every recruiter route. */
export const recruiterOnly = {
  401: { description: "Missing, malformed, unknown or revoked recruiter token" },
  429: { description: "More than 120 calls per minute with this token; see Retry-After" },
};

/** Served by functions/recruiter.mts: for companies' tools with their token, so no ajax marker and no CSRF (isBrowserGuardFree). */
export const recruiterCompanyRoute = defineRoute(
  {
    operationId: "getRecruiterCompany",
    summary:
      "The company the recruiter token belongs to, and the token (id, label, created_at; never the token itself)",
    paths: [apiPaths.recruiterCompany],
    methods: ["GET"],
    auth: "recruiter",
    response: recruiterCompanyResponseSchema,
    ajaxMarker: false,
    personal: true,
    otherResponses: recruiterOnly,
  },
  async ({ db, recruiter }): Promise<RecruiterCompanyResponse> => {
    const [row] = await db
      .select({
        companyId: companies.id,
        companyName: companies.name,
        tokenId: recruiterTokens.id,
        label: recruiterTokens.label,
        createdAt: recruiterTokens.createdAt,
      })
      .from(recruiterTokens)
      .innerJoin(companies, eq(companies.id, recruiterTokens.companyId))
      .where(eq(recruiterTokens.id, recruiter.tokenId));
    // the token was accepted a moment ago; gone now only if its company was deleted in between
    if (!row) throw new ApiError(401, "unauthorized", "This call needs a recruiter token: Authorization: Bearer mrt_…");
    return {
      company: { id: row.companyId, name: row.companyName },
      token: { id: row.tokenId, label: row.label, created_at: row.createdAt.toISOString() },
    };
  },
);

export const recruiterRoutes = [recruiterCompanyRoute];
