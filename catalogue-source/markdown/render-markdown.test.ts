import { htmlExcerpt, renderMarkdown } from "./render-markdown";

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis and line breaks", () => {
    const html = renderMarkdown("# 概要\n\n- **実務**体験\n- 座談会\n\n一行目\n二行目");
    expect(html).toContain("<h2>概要</h2>");
    expect(html).toContain("<li><strong>実務</strong>体験</li>");
    expect(html).toContain("一行目<br />二行目");
  });

  it("removes script tags and their content", () => {
    const html = renderMarkdown('本文<script>alert(1)</script>\n\n<script src="https://evil.example/x.js"></script>');
    expect(html).not.toMatch(/script/i);
    expect(html).not.toContain("alert(1)");
    expect(html).toContain("本文");
  });

  it("drops javascript: and data: links but keeps their text", () => {
    const html = renderMarkdown('[押して](javascript:alert(1)) と <a href="data:text/html,x">データ</a>');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain("data:");
    expect(html).toContain("押して");
    expect(html).toContain("データ");
  });

  it("removes on* event attributes and inline styles", () => {
    const html = renderMarkdown(
      '<p onclick="steal()" style="color:red">文</p><img src="https://img.example/a.png" onerror="steal()">',
    );
    expect(html).not.toMatch(/onclick|onerror|style=|steal/);
    expect(html).toContain('<img src="https://img.example/a.png" />');
  });

  it("opens external links safely in a new tab", () => {
    expect(renderMarkdown("[採用サイト](https://recruit.example.jp)")).toBe(
      '<p><a href="https://recruit.example.jp" rel="noopener noreferrer" target="_blank">採用サイト</a></p>',
    );
  });

  it("drops iframes and forms", () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>',
    );
    expect(html).not.toMatch(/iframe|form|input/);
  });
});

describe("htmlExcerpt", () => {
  it("gives plain text without markup, whitespace collapsed", () => {
    expect(htmlExcerpt(renderMarkdown("# 見出し\n\n**太字** & <b>タグ</b> 1 < 2\n\n- 項目"))).toBe(
      "見出し 太字 & タグ 1 < 2 項目",
    );
  });

  it("cuts long text with an ellipsis", () => {
    expect(htmlExcerpt(renderMarkdown("あ".repeat(200)), 10)).toBe(`${"あ".repeat(9)}…`);
  });
});
