import { apiPaths } from "../../core/api-paths";
import {
  noticeListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  whatsNewItemParamsSchema,
  whatsNewItemReadResponseSchema,
  whatsNewListResponseSchema,
  whatsNewReadAllResponseSchema,
} from "../../core/api/notices";
import { defineRoute } from "../platform/http/define-route";
import { parsePathId } from "../platform/http/path-id";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "./notification-service";
import { listWhatsNew, markAllWhatsNewRead, markWhatsNewRead } from "./whats-new-service";

/*
 * お知らせ (notifications) and 新着情報 (what's new) of the signed-in student (pages /notifications and /whats_new;
 * our paths). Served by functions/notices.mts. Another student's notification, or an item the student does not see,
 * is answered exactly like an unknown id: 404 `not_found`.
 */

const PERSONAL = { "Cache-Control": "private, no-store" };
const signedIn = { 401: { description: "No signed-in student" } };

export const listNotificationsRoute = defineRoute(
  {
    operationId: "listNotifications",
    summary:
      "One page of the signed-in student's お知らせ (20 unless per, at most 50), newest first; total_counts over all pages and the unread count",
    paths: [apiPaths.notifications],
    methods: ["GET"],
    auth: "student",
    query: noticeListQuerySchema,
    response: notificationListResponseSchema,
    personal: true,
    otherResponses: { ...signedIn },
  },
  async ({ db, query, requireViewer }) => {
    const { userId } = await requireViewer();
    return Response.json(await listNotifications(db, userId, query), { headers: PERSONAL });
  },
);

export const markNotificationReadRoute = defineRoute(
  {
    operationId: "markNotificationRead",
    summary:
      "Marks one notification of the signed-in student read (a read mark never moves: again is the same answer); answers it and the remaining notification_unread_count",
    paths: [apiPaths.notificationRead],
    methods: ["POST"],
    auth: "student",
    params: notificationParamsSchema,
    response: notificationReadResponseSchema,
    personal: true,
    otherResponses: {
      ...signedIn,
      404: { description: "not_found: no notification of the signed-in student with this id" },
    },
  },
  async ({ db, params, requireViewer }) => {
    const { userId } = await requireViewer();
    const answer = await markNotificationRead(db, userId, parsePathId(params.notification_id, "Notification"));
    return Response.json(answer, { headers: PERSONAL });
  },
);

export const markAllNotificationsReadRoute = defineRoute(
  {
    operationId: "markAllNotificationsRead",
    summary: "Marks every unread notification of the signed-in student read now; answers how many were marked",
    paths: [apiPaths.notificationsReadAll],
    methods: ["POST"],
    auth: "student",
    response: notificationsReadAllResponseSchema,
    personal: true,
    otherResponses: { ...signedIn },
  },
  async ({ db, requireViewer }) => {
    const { userId } = await requireViewer();
    return Response.json(await markAllNotificationsRead(db, userId), { headers: PERSONAL });
  },
);

export const listWhatsNewRoute = defineRoute(
  {
    operationId: "listWhatsNewItems",
    summary:
      "One page of the 新着情報 the signed-in student sees (news for everyone; news of followed companies while whats_new_favorite_companies is chosen), newest first, each with its read mark",
    paths: [apiPaths.whatsNewItems],
    methods: ["GET"],
    auth: "student",
    query: noticeListQuerySchema,
    response: whatsNewListResponseSchema,
    personal: true,
    otherResponses: { ...signedIn },
  },
  async ({ db, query, requireViewer }) => {
    const { userId } = await requireViewer();
    return Response.json(await listWhatsNew(db, userId, query), { headers: PERSONAL });
  },
);

export const markWhatsNewReadRoute = defineRoute(
  {
    operationId: "markWhatsNewItemRead",
    summary:
      "Marks one 新着情報 item the signed-in student sees read (again is the same answer); answers it and the remaining whats_new_unread_count",
    paths: [apiPaths.whatsNewItemRead],
    methods: ["POST"],
    auth: "student",
    params: whatsNewItemParamsSchema,
    response: whatsNewItemReadResponseSchema,
    personal: true,
    otherResponses: {
      ...signedIn,
      404: { description: "not_found: no item with this id that the signed-in student sees" },
    },
  },
  async ({ db, params, requireViewer }) => {
    const { userId } = await requireViewer();
    const answer = await markWhatsNewRead(db, userId, parsePathId(params.whats_new_item_id, "What's new item"));
    return Response.json(answer, { headers: PERSONAL });
  },
);

export const markAllWhatsNewReadRoute = defineRoute(
  {
    operationId: "markAllWhatsNewItemsRead",
    summary: "Marks every 新着情報 item the signed-in student sees read now; answers how many were marked",
    paths: [apiPaths.whatsNewItemsReadAll],
    methods: ["POST"],
    auth: "student",
    response: whatsNewReadAllResponseSchema,
    personal: true,
    otherResponses: { ...signedIn },
  },
  async ({ db, requireViewer }) => {
    const { userId } = await requireViewer();
    return Response.json(await markAllWhatsNewRead(db, userId), { headers: PERSONAL });
  },
);

export const noticeRoutes = [
  listNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
  listWhatsNewRoute,
  markAllWhatsNewReadRoute,
  markWhatsNewReadRoute,
];
