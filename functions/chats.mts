import type { Config } from "@netlify/functions";
import { chatRoutes } from "../server/chats/chat-routes";
import { serveRoutes } from "../server/http/serve-routes";

export default serveRoutes(chatRoutes);

export const config: Config = {
  path: ["/api/v1/chats", "/api/v1/chats/:chat_id", "/api/v1/chats/:chat_id/messages", "/api/v1/chats/:chat_id/read"],
};
