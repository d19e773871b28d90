import { escapeXml, textWidthEm, wrapText } from "./svg-text";

describe("wrapText", () => {
  it("keeps a short text on one line", () => {
    expect(wrapText("サクラ商事 会社説明会", 20, 3)).toEqual(["サクラ商事 会社説明会"]);
  });

  it("breaks Japanese anywhere, into balanced lines within the width", () => {
    const lines = wrapText("夏の5日間実践型インターンシップ研究開発コース", 12, 3);
    expect(lines.join("")).toBe("夏の5日間実践型インターンシップ研究開発コース");
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(12);
    expect(lines.length).toBe(2);
  });

  it("prefers a space or a pause mark late in the line", () => {
    expect(wrapText("注目の合同説明会、参加予約受付中！", 16, 2)).toEqual(["注目の合同説明会、", "参加予約受付中！"]);
    expect(wrapText("【27卒】ミライ製作所 夏の5日間実践型", 14, 2)[0]).toBe("【27卒】ミライ製作所");
  });

  it("never starts a line with closing punctuation or a small kana, nor ends one with an opening bracket", () => {
    for (let width = 4; width <= 12; width += 1) {
      for (const line of wrapText("（研究開発）「ショート動画」ちょっと、ミライ。", width, 10).slice(1)) {
        expect(line.charAt(0)).not.toMatch(/[）」』、。ょっー]/);
      }
      for (const line of wrapText("（研究開発）「ショート動画」ちょっと、ミライ。", width, 10))
        expect(line.at(-1)).not.toMatch(/[（「『]/);
    }
  });

  it("ends the last line with … when the text does not fit", () => {
    const lines = wrapText("あいうえおかきくけこさしすせそたちつてとなにぬねの", 5, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect(textWidthEm(lines[1]!)).toBeLessThanOrEqual(5);
  });
});

describe("escapeXml", () => {
  it("escapes what would end the text or an attribute", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });
});
