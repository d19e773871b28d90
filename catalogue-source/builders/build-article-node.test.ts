import { buildArticleNode } from "./build-article-node";
import type { ArticleRow } from "../schemas/article-row";

const row = (overrides: Partial<ArticleRow> = {}): ArticleRow => ({
  id: 3,
  slug_path: "interview/group-discussion/tips",
  title: "グループディスカッションで評価される5つのポイント",
  description: "役割の取り方や時間配分をまとめました。",
  body_markdown: "# 評価されているのは何か\n\n議論への**貢献**が見られています。<script>alert(1)</script>",
  published_at: new Date("2026-11-01T00:00:00Z"),
  updated_at: new Date("2026-11-02T00:00:00Z"),
  ...overrides,
});

describe("buildArticleNode", () => {
  it("renders sanitised markdown and derives the path and category from the slug", () => {
    const node = buildArticleNode(row());
    expect(node).toMatchObject({
      db_id: 3,
      path: "/shutore/interview/group-discussion/tips",
      category_key: "interview",
      category_label: "面接・グループディスカッション",
      category_path: "/shutore/interview",
      description: "役割の取り方や時間配分をまとめました。",
      reading_minutes: 1,
      published_at: "2026-11-01T00:00:00.000Z",
      updated_at: "2026-11-02T00:00:00.000Z",
    });
    expect(node.body_html).toContain("<h2>評価されているのは何か</h2>");
    expect(node.body_html).toContain("<strong>貢献</strong>");
    expect(node.body_html).not.toContain("script");
  });

  it("falls back to an excerpt of the body for an empty description and counts reading time", () => {
    const node = buildArticleNode(row({ description: "  ", body_markdown: "あ".repeat(1_200) }));
    expect(node.description).toBe(`${"あ".repeat(119)}…`);
    expect(node.reading_minutes).toBe(3);
  });
});
