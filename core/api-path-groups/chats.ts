// Chats, the student's side (page /chats; our paths)
export const chats = "/api/v1/chats";
export const chat = "/api/v1/chats/:chat_id";
export const chatMessages = "/api/v1/chats/:chat_id/messages";
export const chatRead = "/api/v1/chats/:chat_id/read";
export const chatScoutAccept = "/api/v1/chats/:chat_id/scout/accept";
export const chatScoutDecline = "/api/v1/chats/:chat_id/scout/decline";
