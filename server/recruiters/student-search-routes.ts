import { apiPaths } from "../../core/api-paths";
import {
  recruiterStudentSearchQuerySchema,
  recruiterStudentSearchResponseSchema,
  type RecruiterStudentSearchResponse,
} from "../../core/api/recruiter-students";
import { defineRoute } from "../platform/http/define-route";
import { recruiterOnly } from "./recruiter-routes";
import { readPseudonymSecret } from "./student-pseudonym";
import { searchStudents } from "./student-search";

/** Served by functions/recruiter.mts: a company's tool searches the students who accept scouts, anonymously. */
export const recruiterStudentSearchRoute = defineRoute(
  {
    operationId: "searchRecruiterStudents",
    summary:
      "Students who accept scouts, anonymised (a pseudonym per company; no name, e-mail, school name, birth date or user id), filtered and paged, most recently signed in first",
    paths: [apiPaths.recruiterStudents],
    methods: ["GET"],
    auth: "recruiter",
    query: recruiterStudentSearchQuerySchema,
    response: recruiterStudentSearchResponseSchema,
    ajaxMarker: false,
    personal: true,
    otherResponses: recruiterOnly,
  },
  async ({ db, recruiter, query }): Promise<RecruiterStudentSearchResponse> =>
    searchStudents(db, recruiter.companyId, query, readPseudonymSecret()),
);

export const studentSearchRoutes = [recruiterStudentSearchRoute];
