import type { RouteCategory } from "@core/event-category";

/** Listing headings of spec §2 (Events), one per route category, with a one-line description. */
export const eventListHeadings: Readonly<Record<RouteCategory, { heading: string; description: string }>> = {
  selection: { heading: "新卒の本選考一覧", description: "新卒採用の本選考を、卒業年度・業界・開催地で探せます。" },
  internship: {
    heading: "1dayから長期までのインターンシップ一覧",
    description: "1dayから数か月の長期まで、インターンシップを卒業年度・業界・開催地で探せます。",
  },
  seminar: {
    heading: "企業説明会・セミナー一覧",
    description: "企業説明会・セミナーを卒業年度・業界・開催地で探せます。",
  },
  gosetsu: {
    heading: "合同説明会・座談会一覧",
    description: "複数の企業と一度に出会える合同説明会・座談会の一覧です。",
  },
};
