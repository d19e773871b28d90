import type { ChatThreadResponse } from "@core/api/chats";
import type { ScoutDeclineBody } from "@core/api/scouts";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { assertRequiredParameter } from "@/lib/api/required-parameter";

export type ThreadPoll = { kind: "changed"; thread: ChatThreadResponse; etag: string | null } | { kind: "unchanged" };

/**
 * GET /api/v1/chats/{chat_id}, conditional: with the last answer's ETag an unchanged thread answers 304 without a
 * body (`unchanged`), so polling costs one small request.
 */
export async function getChatThread(
  client: ApiRequester,
  chatId: number,
  { etag, signal }: EndpointOptions & { etag?: string | null } = {},
): Promise<ThreadPoll> {
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

/** The body of POST /api/v1/chats/{chat_id}/scout/decline (辞退): the reason, when given, is kept for us, never shown to the company. */
export function scoutDeclineBody(reason: string): ScoutDeclineBody {
  return reason.trim() === "" ? {} : { reason: reason.trim() };
}
