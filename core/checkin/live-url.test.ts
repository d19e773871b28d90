import { checkLiveUrl, LIVE_URL_MAX_LENGTH } from "./live-url";

describe("checkLiveUrl", () => {
  it("accepts an https URL, trimmed and normalised", () => {
    expect(checkLiveUrl("  https://meet.example.com/abc?x=1 ")).toEqual({
      ok: true,
      url: "https://meet.example.com/abc?x=1",
    });
  });

  it.each([
    ["http://meet.example.com/abc", "参加URLは https:// で始まるURLにしてください"],
    ["javascript:alert(1)", "参加URLは https:// で始まるURLにしてください"],
    ["meet.example.com/abc", "参加URLの形式が正しくありません: meet.example.com/abc"],
    ["https://user:pw@meet.example.com/", "参加URLにユーザー名やパスワードを含めないでください"],
    [`https://meet.example.com/${"a".repeat(LIVE_URL_MAX_LENGTH)}`, "参加URLは2048文字以内にしてください"],
  ])("refuses %s with a Japanese reason", (value, error) => {
    expect(checkLiveUrl(value)).toEqual({ ok: false, error });
  });
});
