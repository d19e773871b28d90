import { apiPaths } from "../../core/api-paths";
import { termsAgreementRequestSchema, unagreedTermsResponseSchema } from "../../core/api/terms";
import { defineRoute } from "../platform/http/define-route";
import { agreeToTerms, listUnagreedTerms } from "./terms-service";

const unauthorized = { 401: { description: "No signed-in student" } };

export const listUnagreedTermsRoute = defineRoute(
  {
    operationId: "listUnagreedTerms",
    summary: "Terms the student still has to agree to: per type, the latest published version when not agreed",
    paths: [apiPaths.unagreedTerms, apiPaths.appUnagreedTerms],
    methods: ["GET"],
    auth: "student",
    response: unagreedTermsResponseSchema,
    otherResponses: unauthorized,
    personal: true,
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    return { unagreed_terms: await listUnagreedTerms(db, viewer.userId) };
  },
);

export const agreeToTermsRoute = defineRoute(
  {
    operationId: "agreeToTerms",
    summary:
      "Agrees to the named published terms versions (all or none; repeating is harmless); answers what is still unagreed",
    paths: [apiPaths.appUnagreedTermsAgreements],
    methods: ["POST"],
    auth: "student",
    body: termsAgreementRequestSchema,
    response: unagreedTermsResponseSchema,
    otherResponses: unauthorized,
    personal: true,
  },
  async ({ db, body, requireViewer }) => {
    const viewer = await requireViewer();
    return { unagreed_terms: await agreeToTerms(db, viewer.userId, body.unagreed_terms) };
  },
);

export const termsRoutes = [listUnagreedTermsRoute, agreeToTermsRoute];
