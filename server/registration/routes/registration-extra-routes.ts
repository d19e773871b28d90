import { apiPaths } from "../../../core/api-paths";
import { z } from "zod";
import { allCooperatingSitesQuerySchema, cooperatingSitesResponseSchema } from "../../../core/api/cooperating-sites";
import { studentEndeavorDraftResponseSchema } from "../../../core/api/user-registration-activities";
import {
  entryOnUserRegistrationsResponseSchema,
  entryOnUserRegistrationsSchema,
  recentlyViewedEventsRequestSchema,
  recentlyViewedEventsResponseSchema,
  registrationEventsQuerySchema,
  registrationEventsResponseSchema,
} from "../../../core/api/user-registration-events";
import {
  newGradReferralOptionResponseSchema,
  newGradReferralOptionSchema,
} from "../../../core/api/user-registration-preferences";
import { defineRoute } from "../../platform/http/define-route";
import { deleteStudentEndeavor } from "../activity-services";
import { loadCooperatingSitesByIds, loadOfferedCooperatingSites } from "../cooperating-site-services";
import { loadNewGradReferralOption, saveNewGradReferralOption } from "../preference-services";
import {
  loadEntrySchedules,
  loadRecentlyViewedEvents,
  loadRegistrationEvents,
  saveEntrySchedules,
  saveRecentlyViewedEvents,
} from "../registration-event-services";
import { requireRegistration } from "../registration-store";
import { draftStudentEndeavor } from "../student-endeavor-draft/draft-student-endeavor";
import { noRegistration, registrationCompleted, signedInOnly } from "./documented-responses";

const common = { ...signedInOnly, ...noRegistration };

export const allCooperatingSitesRoute = defineRoute(
  {
    operationId: "getUserRegistrationAllCooperatingSites",
    summary: "The published cooperating sites among cooperating_site_ids (required), in the order asked",
    paths: [apiPaths.userRegistrationAllCooperatingSites],
    methods: ["GET"],
    auth: "student",
    query: allCooperatingSitesQuerySchema,
    response: cooperatingSitesResponseSchema,
    otherResponses: common,
    personal: true,
  },
  async ({ db, query, requireViewer }) => {
    await requireRegistration(db, (await requireViewer()).userId);
    return { cooperating_sites: await loadCooperatingSitesByIds(db, query.cooperating_site_ids) };
  },
);

export const offeredCooperatingSitesRoute = defineRoute(
  {
    operationId: "getUserRegistrationOfferedCooperatingSites",
    summary: "The cooperating sites offered to this student (published, for their graduation year), in display order",
    paths: [apiPaths.userRegistrationOfferedCooperatingSites],
    methods: ["GET"],
    auth: "student",
    response: cooperatingSitesResponseSchema,
    otherResponses: common,
    personal: true,
  },
  async ({ db, requireViewer }) => ({
    cooperating_sites: await loadOfferedCooperatingSites(db, (await requireViewer()).userId),
  }),
);

export const getEntrySchedulesRoute = defineRoute(
  {
    operationId: "getEntryOnUserRegistrations",
    summary: "The schedules picked on recommend_events, entered by the complete call",
    paths: [apiPaths.userRegistrationEntrySchedules],
    methods: ["GET"],
    auth: "student",
    response: entryOnUserRegistrationsResponseSchema,
    otherResponses: common,
    personal: true,
  },
  async ({ db, requireViewer }) => loadEntrySchedules(db, (await requireViewer()).userId),
);

export const putEntrySchedulesRoute = defineRoute(
  {
    operationId: "putEntryOnUserRegistrations",
    summary: "Replaces the picked schedules (each must still take entries)",
    paths: [apiPaths.userRegistrationEntrySchedules],
    methods: ["PUT"],
    auth: "student",
    body: entryOnUserRegistrationsSchema,
    response: entryOnUserRegistrationsResponseSchema,
    otherResponses: { ...common, ...registrationCompleted },
    personal: true,
  },
  async ({ db, body, requireViewer }) => saveEntrySchedules(db, (await requireViewer()).userId, body.schedule_ids),
);

export const registrationEventsRoute = defineRoute(
  {
    operationId: "getUserRegistrationEvents",
    summary: "The published events among event_ids (required), each with its schedules still taking entries",
    paths: [apiPaths.userRegistrationEvents],
    methods: ["GET"],
    auth: "student",
    query: registrationEventsQuerySchema,
    response: registrationEventsResponseSchema,
    otherResponses: common,
    personal: true,
  },
  async ({ db, query, requireViewer }) => ({
    events: await loadRegistrationEvents(db, (await requireViewer()).userId, query.event_ids),
  }),
);

export const getNewGradReferralOptionRoute = defineRoute(
  {
    operationId: "getNewGradReferralOption",
    summary: "Whether the student accepts new-graduate referral offers",
    paths: [apiPaths.userRegistrationNewGradReferralOption],
    methods: ["GET"],
    auth: "student",
    response: newGradReferralOptionResponseSchema,
    otherResponses: common,
    personal: true,
  },
  async ({ db, requireViewer }) => loadNewGradReferralOption(db, (await requireViewer()).userId),
);

export const putNewGradReferralOptionRoute = defineRoute(
  {
    operationId: "putNewGradReferralOption",
    summary: "Stores whether the student accepts new-graduate referral offers",
    paths: [apiPaths.userRegistrationNewGradReferralOption],
    methods: ["PUT"],
    auth: "student",
    body: newGradReferralOptionSchema,
    response: newGradReferralOptionResponseSchema,
    otherResponses: common,
    personal: true,
  },
  async ({ db, body, requireViewer }) =>
    saveNewGradReferralOption(db, (await requireViewer()).userId, body.new_grad_referral_option_enabled),
);

export const getRecentlyViewedEventsRoute = defineRoute(
  {
    operationId: "getRecentlyViewedEvents",
    summary: "The student's recently viewed published events, newest first",
    paths: [apiPaths.userRegistrationRecentlyViewedEvents],
    methods: ["GET"],
    auth: "student",
    response: recentlyViewedEventsResponseSchema,
    otherResponses: common,
    personal: true,
  },
  async ({ db, requireViewer }) => loadRecentlyViewedEvents(db, (await requireViewer()).userId),
);

export const putRecentlyViewedEventsRoute = defineRoute(
  {
    operationId: "putRecentlyViewedEvents",
    summary: "Replaces the student's recently viewed events with the browser's list (email must be the student's own)",
    paths: [apiPaths.userRegistrationRecentlyViewedEvents],
    methods: ["PUT"],
    auth: "student",
    body: recentlyViewedEventsRequestSchema,
    response: recentlyViewedEventsResponseSchema,
    otherResponses: common,
    personal: true,
  },
  async ({ db, body, requireViewer }) => saveRecentlyViewedEvents(db, (await requireViewer()).userId, body),
);

export const draftStudentEndeavorRoute = defineRoute(
  {
    operationId: "createUserRegistrationStudentEndeavorDraft",
    summary: "Drafts a student endeavor from the student's activities (flag mirai_ai_enabled); nothing is stored",
    paths: [apiPaths.userRegistrationStudentEndeavorGenerators],
    methods: ["POST"],
    auth: "student",
    response: studentEndeavorDraftResponseSchema,
    otherResponses: {
      ...common,
      403: { description: "mirai_ai_enabled is off" },
      409: { description: "The student has no activities to draft from" },
    },
    personal: true,
  },
  async ({ db, requireViewer }) => draftStudentEndeavor(db, (await requireViewer()).userId),
);

export const deleteStudentEndeavorRoute = defineRoute(
  {
    operationId: "deleteUserRegistrationStudentEndeavors",
    summary: "Deletes the student endeavor (204 whether or not one was stored)",
    paths: [apiPaths.userRegistrationStudentEndeavors],
    methods: ["DELETE"],
    auth: "student",
    response: z.null(),
    successStatus: 204,
    otherResponses: common,
    personal: true,
  },
  async ({ db, requireViewer }) => {
    await deleteStudentEndeavor(db, (await requireViewer()).userId);
    return null;
  },
);

export const registrationExtraRoutes = [
  allCooperatingSitesRoute,
  offeredCooperatingSitesRoute,
  getEntrySchedulesRoute,
  putEntrySchedulesRoute,
  registrationEventsRoute,
  getNewGradReferralOptionRoute,
  putNewGradReferralOptionRoute,
  getRecentlyViewedEventsRoute,
  putRecentlyViewedEventsRoute,
  draftStudentEndeavorRoute,
  deleteStudentEndeavorRoute,
];
