import { markdownToPlainText } from "./markdown-to-plain-text";

describe("markdownToPlainText", () => {
  it("drops headings, list markers, emphasis and link targets, keeping the words", () => {
    const markdown =
      "## イベント概要\n\n**社員**と話せる[説明会](https://example.com)です。\n\n- 25卒以降\n1. 会社紹介\n> 注意事項";
    expect(markdownToPlainText(markdown)).toBe("イベント概要\n社員と話せる説明会です。\n25卒以降\n会社紹介\n注意事項");
  });
});
