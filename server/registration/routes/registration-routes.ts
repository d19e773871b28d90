import { apiPaths } from "../../../core/api-paths";
import { z } from "zod";
import {
  completeStepPathSchema,
  completeStepRequestSchema,
  completeStepResponseSchema,
  completionResultSchema,
  startUserRegistrationRequestSchema,
  thanksPageUrlResponseSchema,
  userRegistrationResponseSchema,
  userRegistrationVersionResponseSchema,
} from "../../../core/api/user-registration";
import { defineRoute } from "../../platform/http/define-route";
import { completeStep, uncompleteStep } from "../complete-step-service";
import { completeRegistration } from "../completion-service";
import { loadThanksPageUrl, loadUserRegistration, startUserRegistration } from "../registration-service";
import { loadRegistrationVersion } from "../version-service";
import { noRegistration, registrationCompleted, signedInOnly } from "./documented-responses";

export const getRegistrationVersionRoute = defineRoute(
  {
    operationId: "getUserRegistrationVersion",
    summary: "A registration version's groups and their steps, in order",
    paths: [apiPaths.userRegistrationVersion],
    methods: ["GET"],
    auth: "student",
    params: z.object({ user_registration_version_key: z.string().min(1).max(50) }),
    response: userRegistrationVersionResponseSchema,
    otherResponses: { ...signedInOnly, 404: { description: "No version has this key" } },
    personal: true,
  },
  async ({ db, params, requireViewer }) => {
    await requireViewer();
    return { user_registration_version: await loadRegistrationVersion(db, params.user_registration_version_key) };
  },
);

export const getUserRegistrationRoute = defineRoute(
  {
    operationId: "getUserRegistration",
    summary: "The signed-in student's registration: version, status and completed steps",
    paths: [apiPaths.userRegistrations],
    methods: ["GET"],
    auth: "student",
    response: userRegistrationResponseSchema,
    otherResponses: { ...signedInOnly, ...noRegistration },
    personal: true,
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    return { user_registration: await loadUserRegistration(db, viewer.userId) };
  },
);

export const startUserRegistrationRoute = defineRoute(
  {
    operationId: "startUserRegistration",
    summary:
      "Starts a registration of the given version for a signed-in account without one (for_miraiid_users); an existing one is answered unchanged",
    paths: [apiPaths.userRegistrations],
    methods: ["POST"],
    auth: "student",
    body: startUserRegistrationRequestSchema,
    response: userRegistrationResponseSchema,
    otherResponses: signedInOnly,
    personal: true,
  },
  async ({ db, body, requireViewer }) => {
    const viewer = await requireViewer();
    return { user_registration: await startUserRegistration(db, viewer.userId, body.user_registration_version_key) };
  },
);

export const completeRegistrationRoute = defineRoute(
  {
    operationId: "completeUserRegistration",
    summary:
      "Completes the registration: registers the chosen cooperating sites and enters the picked schedules (failures per site or event in error_message); a repeated call answers the first result",
    paths: [apiPaths.userRegistrationComplete],
    methods: ["POST"],
    auth: "student",
    freeBody: true,
    response: completionResultSchema,
    otherResponses: {
      ...signedInOnly,
      ...noRegistration,
      409: { description: "Some steps are not complete yet (details.missing_steps)" },
    },
    personal: true,
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    return completeRegistration(db, viewer.userId);
  },
);

export const completeStepRoute = defineRoute(
  {
    operationId: "completeUserRegistrationStep",
    summary: "Marks one step of the student's version complete (status completed or already_completed)",
    paths: [apiPaths.userRegistrationCompleteSteps],
    methods: ["POST"],
    auth: "student",
    body: completeStepRequestSchema,
    response: completeStepResponseSchema,
    otherResponses: { ...signedInOnly, ...noRegistration },
    personal: true,
  },
  async ({ db, body, requireViewer }) => {
    const viewer = await requireViewer();
    return completeStep(db, viewer.userId, body.user_registration_step_key);
  },
);

export const uncompleteStepRoute = defineRoute(
  {
    operationId: "deleteUserRegistrationCompleteStep",
    summary: "Un-completes one step (204 whether or not it was complete)",
    paths: [apiPaths.userRegistrationCompleteStep],
    methods: ["DELETE"],
    auth: "student",
    params: completeStepPathSchema,
    response: z.null(),
    successStatus: 204,
    otherResponses: { ...signedInOnly, ...noRegistration, ...registrationCompleted },
    personal: true,
  },
  async ({ db, params, requireViewer }) => {
    const viewer = await requireViewer();
    await uncompleteStep(db, viewer.userId, params.user_registration_step_key);
    return null;
  },
);

export const thanksPageUrlRoute = defineRoute(
  {
    operationId: "getUserRegistrationThanksPageUrl",
    summary: "Where the browser goes after completing the registration (null while incomplete)",
    paths: [apiPaths.userRegistrationThanksPageUrl],
    methods: ["GET"],
    auth: "student",
    response: thanksPageUrlResponseSchema,
    otherResponses: { ...signedInOnly, ...noRegistration },
    personal: true,
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    return { thanks_page_url: await loadThanksPageUrl(db, viewer.userId) };
  },
);

export const registrationRoutes = [
  getUserRegistrationRoute,
  startUserRegistrationRoute,
  completeRegistrationRoute,
  completeStepRoute,
  uncompleteStepRoute,
  thanksPageUrlRoute,
];
