import { apiPaths } from "../../../core/api-paths";
import {
  studentConfirmedResponseSchema,
  studentVerificationCodeRequestSchema,
  studentVerificationRequestSchema,
  studentVerificationResponseSchema,
} from "../../../core/api/student-verification";
import { defineRoute } from "../../platform/http/define-route";
import {
  confirmStudentSchoolDetails,
  confirmStudentVerificationCode,
  sendStudentVerificationCode,
} from "../student-verification-service";
import { noRegistration, signedInOnly } from "./documented-responses";

const notOpen = { 409: { description: "The registration is not completed yet, or the student is already confirmed" } };

export const sendStudentVerificationRoute = defineRoute(
  {
    operationId: "createStudentVerification",
    summary: "Mails a 6-digit code to the student's university address (ac.jp) for student_verification",
    paths: [apiPaths.userRegistrationStudentVerifications],
    methods: ["POST"],
    auth: "student",
    body: studentVerificationRequestSchema,
    response: studentVerificationResponseSchema,
    successStatus: 202,
    otherResponses: {
      ...signedInOnly,
      ...noRegistration,
      ...notOpen,
      429: { description: "Too many codes requested" },
    },
    personal: true,
  },
  async ({ db, body, requireViewer }) => sendStudentVerificationCode(db, (await requireViewer()).userId, body.email),
);

export const confirmStudentVerificationRoute = defineRoute(
  {
    operationId: "confirmStudentVerification",
    summary: "Checks the mailed code; a correct one confirms the student",
    paths: [apiPaths.userRegistrationStudentVerificationConfirm],
    methods: ["POST"],
    auth: "student",
    body: studentVerificationCodeRequestSchema,
    response: studentConfirmedResponseSchema,
    otherResponses: {
      ...signedInOnly,
      ...noRegistration,
      ...notOpen,
      400: { description: "Wrong, expired or used code (invalid_verification_code)" },
    },
    personal: true,
  },
  async ({ db, body, requireViewer }) => confirmStudentVerificationCode(db, (await requireViewer()).userId, body.code),
);

export const confirmStudentSchoolDetailsRoute = defineRoute(
  {
    operationId: "createStudentConfirmation",
    summary:
      "The student confirms the school details of their affiliation (student_confirmation); confirms the student",
    paths: [apiPaths.userRegistrationStudentConfirmations],
    methods: ["POST"],
    auth: "student",
    response: studentConfirmedResponseSchema,
    otherResponses: {
      ...signedInOnly,
      ...noRegistration,
      409: { description: "Not completed yet, or no affiliation answered" },
    },
    personal: true,
  },
  async ({ db, requireViewer }) => confirmStudentSchoolDetails(db, (await requireViewer()).userId),
);

export const studentVerificationRoutes = [
  sendStudentVerificationRoute,
  confirmStudentVerificationRoute,
  confirmStudentSchoolDetailsRoute,
];
