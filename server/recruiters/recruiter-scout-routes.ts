import { apiPaths } from "../../core/api-paths";
import { chatListQuerySchema, chatMessageBodySchema, chatMessageResponseSchema } from "../../core/api/chats";
import {
  recruiterChatListResponseSchema,
  recruiterChatReadResponseSchema,
  recruiterChatThreadResponseSchema,
} from "../../core/api/recruiter-chats";
import { scoutChatParamsSchema, sendScoutBodySchema, sendScoutResponseSchema } from "../../core/api/scouts";
import { afterResponse } from "../platform/http/after-response";
import { ApiError } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";
import { conditionalGetDocs, jsonWithEtag } from "../platform/http/etag";
import { parsePathId } from "../platform/http/path-id";
import { siteOrigin } from "../platform/mail/site-origin";
import { sendScoutArrivedMail } from "../scouts/scout-mails";
import { readScoutMonthlyQuota, resolveScoutableStudent, sendScout } from "../scouts/scout-service";
import {
  listRecruiterChats,
  loadRecruiterChat,
  loadRecruiterChatState,
  markRecruiterChatRead,
  sendRecruiterMessage,
} from "./recruiter-chats";
import { recruiterOnly } from "./recruiter-routes";
import { pseudonymFor, readPseudonymSecret } from "./student-pseudonym";

/*
 * Scouts and chats, the company's side (served by functions/recruiter.mts). Bearer token only: no ajax marker, no
 * CSRF token (see isBrowserGuardFree in server/platform/http/define-route.ts).
 */

const PERSONAL_CACHE_CONTROL = "private, no-store";
const chatNotFound = {
  404: { description: "not_found: no chat of this company with this id (another company's chat included)" },
};

export const sendScoutRoute = defineRoute(
  {
    operationId: "sendScout",
    summary:
      "Sends a scout to the student with this pseudonym: a new chat whose first message is the scout, expiring in expires_in_days (1–30, " +
      "default 14); the student is mailed. Counts against the company's monthly quota (100 per calendar month, Japan time)",
    paths: [apiPaths.recruiterScouts],
    methods: ["POST"],
    auth: "recruiter",
    ajaxMarker: false,
    body: sendScoutBodySchema,
    response: sendScoutResponseSchema,
    successStatus: 201,
    personal: true,
    otherResponses: {
      ...recruiterOnly,
      404: {
        description:
          "not_found: no student with this pseudonym for this company, or the student does not receive scouts",
      },
      409: {
        description:
          "scout_pending: a scout of this company to the student awaits an answer; scout_declined_recently: the student declined this " +
          "company's scout in the last 90 days",
      },
      429: {
        description:
          "scout_quota_exceeded: the company's scouts of this month are used up (details: quota, sent_this_month); or rate_limited",
      },
    },
  },
  async ({ db, url, body, recruiter, context }) => {
    const secret = readPseudonymSecret();
    const userId = await resolveScoutableStudent(db, body.student, (id) =>
      pseudonymFor(secret, recruiter.companyId, id),
    );
    if (userId === null) throw new ApiError(404, "not_found", "No student with this pseudonym");
    const sent = await sendScout(db, recruiter.companyId, userId, body, readScoutMonthlyQuota());
    const origin = siteOrigin(url);
    await afterResponse(context, () =>
      sendScoutArrivedMail(db, {
        userId,
        companyId: recruiter.companyId,
        chatId: sent.chat_id,
        scout: sent.scout,
        origin,
      }),
    );
    return Response.json(
      { chat_id: sent.chat_id, scout: sent.scout },
      { status: 201, headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } },
    );
  },
);

export const listRecruiterChatsRoute = defineRoute(
  {
    operationId: "listRecruiterChats",
    summary:
      "One page of the company's chats (20 unless per, at most 50; total_counts over all pages), newest activity first: the student by pseudonym (name and university only once the chat is open), the scout, " +
      "the last message and the student's unread messages",
    paths: [apiPaths.recruiterChats],
    methods: ["GET"],
    auth: "recruiter",
    ajaxMarker: false,
    query: chatListQuerySchema,
    response: recruiterChatListResponseSchema,
    personal: true,
    otherResponses: recruiterOnly,
  },
  async ({ db, query, recruiter }) => {
    const answer = await listRecruiterChats(db, readPseudonymSecret(), recruiter.companyId, query);
    return Response.json(answer, { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
  },
);

export const getRecruiterChatRoute = defineRoute(
  {
    operationId: "getRecruiterChat",
    summary:
      "One chat of the company and its messages, oldest first. Answers a weak ETag of the thread's state (messages, read marks, " +
      "the scout and the student as shown); with a matching If-None-Match it answers 304 without a body (poll with it)",
    paths: [apiPaths.recruiterChat],
    methods: ["GET"],
    auth: "recruiter",
    ajaxMarker: false,
    params: scoutChatParamsSchema,
    response: recruiterChatThreadResponseSchema,
    personal: true,
    requestHeaders: conditionalGetDocs.requestHeaders,
    otherResponses: {
      ...conditionalGetDocs.notModified,
      ...recruiterOnly,
      ...chatNotFound,
    },
  },
  async ({ db, req, params, recruiter }) => {
    const { chat, etag } = await loadRecruiterChatState(
      db,
      readPseudonymSecret(),
      recruiter.companyId,
      parsePathId(params.chat_id, "Chat"),
    );
    return jsonWithEtag(req, etag, { "Cache-Control": PERSONAL_CACHE_CONTROL }, () => loadRecruiterChat(db, chat));
  },
);

export const postRecruiterChatMessageRoute = defineRoute(
  {
    operationId: "postRecruiterChatMessage",
    summary:
      "A message of the company in one of its open chats (no scout, or an accepted one; trimmed, 1–2,000 characters)",
    paths: [apiPaths.recruiterChatMessages],
    methods: ["POST"],
    auth: "recruiter",
    ajaxMarker: false,
    params: scoutChatParamsSchema,
    body: chatMessageBodySchema,
    response: chatMessageResponseSchema,
    successStatus: 201,
    personal: true,
    otherResponses: {
      ...recruiterOnly,
      ...chatNotFound,
      409: { description: "scout_not_accepted: the chat's scout is pending, declined or expired" },
    },
  },
  async ({ db, params, body, recruiter }) => {
    const answer = await sendRecruiterMessage(
      db,
      recruiter.companyId,
      parsePathId(params.chat_id, "Chat"),
      body.body.trim(),
    );
    return Response.json(answer, { status: 201, headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
  },
);

export const markRecruiterChatReadRoute = defineRoute(
  {
    operationId: "markRecruiterChatRead",
    summary: "Marks every unread message of the student in the company's chat read now (a read mark never moves)",
    paths: [apiPaths.recruiterChatRead],
    methods: ["POST"],
    auth: "recruiter",
    ajaxMarker: false,
    params: scoutChatParamsSchema,
    response: recruiterChatReadResponseSchema,
    personal: true,
    otherResponses: { ...recruiterOnly, ...chatNotFound },
  },
  async ({ db, params, recruiter }) => {
    const answer = await markRecruiterChatRead(db, recruiter.companyId, parsePathId(params.chat_id, "Chat"));
    return Response.json(answer, { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
  },
);

export const recruiterScoutRoutes = [
  sendScoutRoute,
  listRecruiterChatsRoute,
  getRecruiterChatRoute,
  postRecruiterChatMessageRoute,
  markRecruiterChatReadRoute,
];
