import { CHAT_MESSAGE_MAX_LENGTH, chatMessageError, chatMessageExcerpt, chatMessageLength } from "./chat-message-rules";

describe("chatMessageError", () => {
  it("accepts one character and 2,000", () => {
    expect(chatMessageError("は")).toBeNull();
    expect(chatMessageError("あ".repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeNull();
  });

  it("asks for a message when it is empty or blanks only (full-width spaces and newlines too)", () => {
    expect(chatMessageError("")).toBe("メッセージを入力してください");
    expect(chatMessageError(" \n\t\u3000 ")).toBe("メッセージを入力してください");
  });

  it("refuses 2,001 characters and says how many there are", () => {
    expect(chatMessageError("あ".repeat(2001))).toBe("メッセージは2000文字以内で入力してください（いま2001文字）");
  });

  it("counts characters as a reader does: an emoji is one, surrounding blanks are not counted", () => {
    expect(chatMessageLength("😀")).toBe(1);
    expect(chatMessageError("😀".repeat(2000))).toBeNull();
    expect(chatMessageError(`  ${"😀".repeat(2000)}\n`)).toBeNull();
    expect(chatMessageError("😀".repeat(2001))).toBe("メッセージは2000文字以内で入力してください（いま2001文字）");
  });
});

describe("chatMessageExcerpt", () => {
  it("keeps a short one-line message whole", () => {
    expect(chatMessageExcerpt("ありがとうございます。")).toBe("ありがとうございます。");
  });

  it("cuts at 60 characters with …", () => {
    expect(chatMessageExcerpt("あ".repeat(61))).toBe(`${"あ".repeat(60)}…`);
    expect(chatMessageExcerpt("あ".repeat(60))).toBe("あ".repeat(60));
    expect(chatMessageExcerpt("😀".repeat(70))).toBe(`${"😀".repeat(60)}…`);
  });

  it("shows the first line only, with … when more lines follow", () => {
    expect(chatMessageExcerpt("お世話になっております。\n説明会の件でご連絡しました。")).toBe(
      "お世話になっております。…",
    );
    expect(chatMessageExcerpt("\n  一行目\r\n二行目")).toBe("一行目…");
  });
});
