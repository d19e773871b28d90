import { apiPaths } from "../../core/api-paths";
import {
  chatListQuerySchema,
  chatListResponseSchema,
  chatMessageBodySchema,
  chatMessageResponseSchema,
  chatParamsSchema,
  chatReadResponseSchema,
  chatThreadResponseSchema,
} from "../../core/api/chats";
import { defineRoute } from "../platform/http/define-route";
import { parsePathId } from "../platform/http/path-id";
import { conditionalGetDocs, jsonWithEtag } from "../platform/http/etag";
import { listChats, loadChatThread, loadChatThreadState, markChatRead, sendChatMessage } from "./chat-service";

/*
 * The student's side of chats with companies (page /chats; our paths). Served by functions/chats.mts. A chat of
 * another student is answered exactly like an unknown id: 404 `not_found`.
 */

const PERSONAL_CACHE_CONTROL = "private, no-store";

const signedIn = { 401: { description: "No signed-in student" } };
const chatNotFound = {
  404: { description: "not_found: no chat of the signed-in student with this id (another student's chat included)" },
};

export const listChatsRoute = defineRoute(
  {
    operationId: "listChats",
    summary:
      "One page of the signed-in student's chats with companies (20 unless per, at most 50), newest activity first, each with its last message and unread count; total_counts over all pages",
    paths: [apiPaths.chats],
    methods: ["GET"],
    auth: "student",
    query: chatListQuerySchema,
    response: chatListResponseSchema,
    personal: true,
    otherResponses: { ...signedIn },
  },
  async ({ db, query, requireViewer }) => {
    const { userId } = await requireViewer();
    return Response.json(await listChats(db, userId, query), { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
  },
);

export const getChatRoute = defineRoute(
  {
    operationId: "getChat",
    summary:
      "One chat of the signed-in student and its messages, oldest first. Answers a weak ETag of the thread's state " +
      "(messages and read marks); with a matching If-None-Match it answers 304 without a body (poll with it)",
    paths: [apiPaths.chat],
    methods: ["GET"],
    auth: "student",
    params: chatParamsSchema,
    response: chatThreadResponseSchema,
    personal: true,
    requestHeaders: conditionalGetDocs.requestHeaders,
    otherResponses: {
      ...conditionalGetDocs.notModified,
      ...signedIn,
      ...chatNotFound,
    },
  },
  async ({ db, req, params, requireViewer }) => {
    const { userId } = await requireViewer();
    const chatId = parsePathId(params.chat_id, "Chat");
    const { chat, etag } = await loadChatThreadState(db, userId, chatId);
    return jsonWithEtag(req, etag, { "Cache-Control": PERSONAL_CACHE_CONTROL }, () => loadChatThread(db, chat));
  },
);

export const postChatMessageRoute = defineRoute(
  {
    operationId: "postChatMessage",
    summary:
      "A message of the signed-in student to the company of one of their chats (trimmed, 1–2,000 characters); bumps the chat's updated_at",
    paths: [apiPaths.chatMessages],
    methods: ["POST"],
    auth: "student",
    params: chatParamsSchema,
    body: chatMessageBodySchema,
    response: chatMessageResponseSchema,
    successStatus: 201,
    personal: true,
    otherResponses: {
      400: {
        description:
          "invalid_parameter on body: メッセージを入力してください / メッセージは2000文字以内で入力してください（いまN文字）",
      },
      ...signedIn,
      ...chatNotFound,
      409: { description: "scout_not_accepted: the chat's scout is pending, declined or expired (accept it first)" },
    },
  },
  async ({ db, params, body, requireViewer }) => {
    const { userId } = await requireViewer();
    const answer = await sendChatMessage(db, userId, parsePathId(params.chat_id, "Chat"), body.body.trim());
    return Response.json(answer, { status: 201, headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
  },
);

export const markChatReadRoute = defineRoute(
  {
    operationId: "markChatRead",
    summary:
      "Marks every unread company message of the chat read now (a read mark never moves); answers the student's " +
      "remaining unread_comments_count, as the current user's",
    paths: [apiPaths.chatRead],
    methods: ["POST"],
    auth: "student",
    params: chatParamsSchema,
    response: chatReadResponseSchema,
    personal: true,
    otherResponses: { ...signedIn, ...chatNotFound },
  },
  async ({ db, params, requireViewer }) => {
    const { userId } = await requireViewer();
    const answer = await markChatRead(db, userId, parsePathId(params.chat_id, "Chat"));
    return Response.json(answer, { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
  },
);

export const chatRoutes = [listChatsRoute, getChatRoute, postChatMessageRoute, markChatReadRoute];
