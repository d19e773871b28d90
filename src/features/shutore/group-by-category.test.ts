import type { ShutoreArticleCardData } from "./article-data";
import { groupByCategory } from "./group-by-category";

const card = (db_id: number, category: string): ShutoreArticleCardData => ({
  db_id,
  path: `/shutore/${category}/a${db_id}`,
  title: `記事${db_id}`,
  description: "説明",
  category_label: category.toUpperCase(),
  category_path: `/shutore/${category}`,
  reading_minutes: 1,
  published_at: "2026-11-01T00:00:00.000Z",
});

describe("groupByCategory", () => {
  it("keeps the newest-first order inside and across categories", () => {
    const sections = groupByCategory([card(5, "es"), card(4, "interview"), card(3, "es")]);
    expect(sections.map((section) => [section.path, section.articles.map((article) => article.db_id)])).toEqual([
      ["/shutore/es", [5, 3]],
      ["/shutore/interview", [4]],
    ]);
  });
});
