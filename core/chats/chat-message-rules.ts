// Plain rules of a chat message a student sends to a company (/chats). The browser checks them before sending and
// the API checks them again through the same function (core/api/chats.ts), so both say the same words.

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_MESSAGE_EXCERPT_LENGTH = 60;

/** Characters as a reader counts them: code points (Array.from), so an emoji is one, not two UTF-16 units. */
export function chatMessageLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** The broken rule of a message with its Japanese message, or null when it can be sent. Blanks around it are trimmed. */
export function chatMessageError(body: string): string | null {
  const length = chatMessageLength(body);
  if (length === 0) return "メッセージを入力してください";
  if (length > CHAT_MESSAGE_MAX_LENGTH)
    return `メッセージは${CHAT_MESSAGE_MAX_LENGTH}文字以内で入力してください（いま${length}文字）`;
  return null;
}

/** The chat list's preview of a message: its first line, at most 60 characters, with … when anything was cut. */
export function chatMessageExcerpt(body: string): string {
  const [firstLine = "", ...rest] = body.trim().split(/\r\n|\r|\n/);
  const characters = Array.from(firstLine.trimEnd());
  const cut = characters.length > CHAT_MESSAGE_EXCERPT_LENGTH || rest.length > 0;
  return cut ? `${characters.slice(0, CHAT_MESSAGE_EXCERPT_LENGTH).join("")}…` : firstLine;
}
