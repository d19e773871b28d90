import { apiPaths } from "../../core/api-paths";
import { scoutAnswerResponseSchema, scoutChatParamsSchema, scoutDeclineBodySchema } from "../../core/api/scouts";
import { defineRoute } from "../platform/http/define-route";
import { parsePathId } from "../platform/http/path-id";
import { answerScout } from "./scout-service";

/* The student's answers to a scout (served by functions/chats.mts, next to the chats the scouts open). */

const PERSONAL_CACHE_CONTROL = "private, no-store";
const signedIn = { 401: { description: "No signed-in student" } };
const noScout = {
  404: {
    description:
      "not_found: no scout in a chat of the signed-in student with this id (another student's chat included)",
  },
};

export const acceptScoutRoute = defineRoute(
  {
    operationId: "acceptScout",
    summary:
      "興味あり: accepts the chat's pending scout; the chat opens for messages both ways and the company sees the student's name and school " +
      "from now on. A replay answers the same",
    paths: [apiPaths.chatScoutAccept],
    methods: ["POST"],
    auth: "student",
    params: scoutChatParamsSchema,
    response: scoutAnswerResponseSchema,
    personal: true,
    otherResponses: { ...signedIn, ...noScout, 409: { description: "scout_closed: the scout is declined or expired" } },
  },
  async ({ db, params, requireViewer }) => {
    const { userId } = await requireViewer();
    const answer = await answerScout(db, userId, parsePathId(params.chat_id, "Chat"), { kind: "accept" });
    return Response.json(answer, { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
  },
);

export const declineScoutRoute = defineRoute(
  {
    operationId: "declineScout",
    summary:
      "辞退: declines the chat's pending scout, with an optional reason (≤ 500 characters) the company never sees; the company reads a polite " +
      "notice and may not scout the student again for 90 days. A replay answers the same",
    paths: [apiPaths.chatScoutDecline],
    methods: ["POST"],
    auth: "student",
    params: scoutChatParamsSchema,
    body: scoutDeclineBodySchema,
    response: scoutAnswerResponseSchema,
    personal: true,
    otherResponses: { ...signedIn, ...noScout, 409: { description: "scout_closed: the scout is accepted or expired" } },
  },
  async ({ db, params, body, requireViewer }) => {
    const { userId } = await requireViewer();
    const answer = await answerScout(db, userId, parsePathId(params.chat_id, "Chat"), {
      kind: "decline",
      reason: body.reason,
    });
    return Response.json(answer, { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
  },
);

export const scoutRoutes = [acceptScoutRoute, declineScoutRoute];
