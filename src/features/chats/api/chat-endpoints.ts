import type { ChatMessageResponse, ChatReadResponse, ChatThreadResponse } from "@core/api/chats";
import type { ScoutAnswerResponse } from "@core/api/scouts";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { assertRequiredParameter } from "@/lib/api/required-parameter";

export type ThreadPoll = { kind: "changed"; thread: ChatThreadResponse; etag: string | null } | { kind: "unchanged" };

/**
 * GET /api/v1/chats/{chat_id}, conditional: with the last answer's ETag an unchanged thread answers 304 without a
 * body (`unchanged`), so polling costs one small request.
 */
export async function getChatThread(client: ApiRequester, chatId: number, { etag, signal }: EndpointOptions & { etag?: string | null } = {}): Promise<ThreadPoll> {
  assertRequiredParameter(chatId, "chatId", "getChatThread");
  let received: string | null = null;
  try {
    const thread = await client.request<ChatThreadResponse>({
      path: apiPath(apiPaths.chat, { chat_id: chatId }),
      headers: etag ? { "If-None-Match": etag } : undefined,
      onHeaders: (headers) => {
        received = headers.get("ETag");
      },
      signal,
    });
    return { kind: "changed", thread, etag: received };
  } catch (error) {
    if (error instanceof ResponseError && error.status === 304) return { kind: "unchanged" };
    throw error;
  }
}

/** POST /api/v1/chats/{chat_id}/messages `{ body }` → 201 `{ message }` (400 with the Japanese rule). */
export function postChatMessage(client: ApiRequester, chatId: number, body: string, { signal }: EndpointOptions = {}): Promise<ChatMessageResponse> {
  assertRequiredParameter(chatId, "chatId", "postChatMessage");
  return client.request({ method: "POST", path: apiPath(apiPaths.chatMessages, { chat_id: chatId }), body: { body }, signal });
}

/** POST /api/v1/chats/{chat_id}/read: the company's messages read now; the student's new unread total. */
export function markChatRead(client: ApiRequester, chatId: number, { signal }: EndpointOptions = {}): Promise<ChatReadResponse> {
  assertRequiredParameter(chatId, "chatId", "markChatRead");
  return client.request({ method: "POST", path: apiPath(apiPaths.chatRead, { chat_id: chatId }), signal });
}

/** POST /api/v1/chats/{chat_id}/scout/accept (興味あり): the scout accepted; a replay answers the same. */
export function acceptScout(client: ApiRequester, chatId: number, { signal }: EndpointOptions = {}): Promise<ScoutAnswerResponse> {
  assertRequiredParameter(chatId, "chatId", "acceptScout");
  return client.request({ method: "POST", path: apiPath(apiPaths.chatScoutAccept, { chat_id: chatId }), signal });
}

/** POST /api/v1/chats/{chat_id}/scout/decline `{ reason? }` (辞退): the reason is kept for us, never shown to the company. */
export function declineScout(client: ApiRequester, chatId: number, reason: string, { signal }: EndpointOptions = {}): Promise<ScoutAnswerResponse> {
  assertRequiredParameter(chatId, "chatId", "declineScout");
  const body = reason.trim() === "" ? {} : { reason: reason.trim() };
  return client.request({ method: "POST", path: apiPath(apiPaths.chatScoutDecline, { chat_id: chatId }), body, signal });
}
