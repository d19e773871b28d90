// Plain code: the /chats page (spec §2). One page: the list, and with `?id=` one conversation (the spec names /chats
// only; a chat id in the query is no personal data, the API answers 404 for anyone else's).

export const CHATS_PATH = "/chats";

/** /chats?id={chat_id} */
export function chatThreadPath(chatId: number): string {
  return `${CHATS_PATH}?id=${chatId}`;
}

/** `?id=` of /chats: digits only, else null (the list). */
export function parseChatIdQuery(search: string): number | null {
  const value = new URLSearchParams(search).get("id");
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}
