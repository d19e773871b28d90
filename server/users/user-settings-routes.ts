import { apiPaths } from "../../core/api-paths";
import {
  graduateYearRequestSchema,
  graduateYearResponseSchema,
  receiveScoutMessageRequestSchema,
  receiveScoutMessageResponseSchema,
  studentConfirmationResponseSchema,
} from "../../core/api/user-settings";
import { defineRoute } from "../platform/http/define-route";
import { isStudentConfirmed, updateGraduateYear, updateReceiveScoutMessage } from "./user-settings-service";

const unauthorized = { 401: { description: "No signed-in student" } };

/** One route for both paths (like company groups): the web and the app send the same body and get the same answer. */
export const updateGraduateYearRoute = defineRoute(
  {
    operationId: "updateGraduateYear",
    summary: "Changes the student's graduation year (within the selectable window); answers it in both forms",
    paths: [apiPaths.userGraduateYear, apiPaths.appUserGraduateYear],
    methods: ["PATCH"],
    auth: "student",
    body: graduateYearRequestSchema,
    response: graduateYearResponseSchema,
    otherResponses: unauthorized,
    personal: true,
  },
  async ({ db, body, requireViewer }) => {
    const viewer = await requireViewer();
    return updateGraduateYear(db, viewer.userId, body.graduate_year);
  },
);

export const updateReceiveScoutMessageRoute = defineRoute(
  {
    operationId: "updateReceiveScoutMessage",
    summary: "Opts the student in to or out of scout messages; answers the stored choice as scout_approved",
    paths: [apiPaths.userReceiveScoutMessage],
    methods: ["PATCH"],
    auth: "student",
    body: receiveScoutMessageRequestSchema,
    response: receiveScoutMessageResponseSchema,
    otherResponses: unauthorized,
    personal: true,
  },
  async ({ db, body, requireViewer }) => {
    const viewer = await requireViewer();
    return updateReceiveScoutMessage(db, viewer.userId, body.receive_scout_message);
  },
);

export const studentConfirmationRoute = defineRoute(
  {
    operationId: "getStudentConfirmation",
    summary: "Whether the student's enrolment has been confirmed",
    paths: [apiPaths.userStudentConfirmation],
    methods: ["GET"],
    auth: "student",
    response: studentConfirmationResponseSchema,
    otherResponses: unauthorized,
    personal: true,
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    return { is_student_confirmed: await isStudentConfirmed(db, viewer.userId) };
  },
);

export const userSettingsRoutes = [updateGraduateYearRoute, updateReceiveScoutMessageRoute, studentConfirmationRoute];
