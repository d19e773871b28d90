import type { Config } from "@netlify/functions";
import { chatRoutes } from "../server/chats/chat-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { scoutRoutes } from "../server/scouts/scout-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes([...chatRoutes, ...scoutRoutes], { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/chats",
    "/api/v1/chats/:chat_id",
    "/api/v1/chats/:chat_id/messages",
    "/api/v1/chats/:chat_id/read",
    "/api/v1/chats/:chat_id/scout/accept",
    "/api/v1/chats/:chat_id/scout/decline",
  ],
};
