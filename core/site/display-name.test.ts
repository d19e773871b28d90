import { displayName, pageTitle } from "./display-name";

describe("displayName", () => {
  it("is ミライキャリア with the renewed logo and ミライ就活 without", () => {
    expect(displayName(true)).toBe("ミライキャリア");
    expect(displayName(false)).toBe("ミライ就活");
  });
});

describe("pageTitle", () => {
  it("is `{page title} | {display name}`", () => {
    expect(pageTitle("利用規約")).toBe("利用規約 | ミライキャリア");
    expect(pageTitle("利用規約", true)).toBe("利用規約 | ミライキャリア");
    expect(pageTitle("利用規約", false)).toBe("利用規約 | ミライ就活");
  });

  it("is the display name and tagline without a page title", () => {
    expect(pageTitle(undefined, true)).toBe("ミライキャリア | 大学生のための新卒就活・インターンシップ情報サイト");
    expect(pageTitle("  ", false)).toBe("ミライ就活 | 大学生のための新卒就活・インターンシップ情報サイト");
  });
});
