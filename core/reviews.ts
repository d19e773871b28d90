// Plain constants and helpers: this module ships in the browser (no zod here; the API schemas are in
// core/api/reviews.ts).

/** 企業クチコミ (company_reviews) or イベントクチコミ (event_reviews). */
export const reviewKinds = ["company", "event"] as const;
export type ReviewKind = (typeof reviewKinds)[number];

export const reviewKindLabels: Readonly<Record<ReviewKind, string>> = {
  company: "企業クチコミ",
  event: "イベントクチコミ",
};

/** Phase of job hunting a company review is about (company_reviews.phase). */
export const reviewPhases = ["selection", "internship", "seminar"] as const;
export type ReviewPhase = (typeof reviewPhases)[number];

export const reviewPhaseLabels: Readonly<Record<ReviewPhase, string>> = {
  selection: "本選考",
  internship: "インターンシップ",
  seminar: "説明会・セミナー",
};

/** Rating axes of a company review, overall first (columns rating_*). */
export const companyReviewAxes = [
  { key: "overall", label: "総合評価" },
  { key: "atmosphere", label: "社風・雰囲気" },
  { key: "growth", label: "成長環境" },
  { key: "welfare", label: "待遇・福利厚生" },
  { key: "selection", label: "選考の納得感" },
] as const;

/** Rating axes of an event review, overall first. */
export const eventReviewAxes = [
  { key: "overall", label: "総合評価" },
  { key: "content", label: "内容の充実度" },
  { key: "staff", label: "社員の対応" },
  { key: "usefulness", label: "企業理解への役立ち度" },
] as const;

export type CompanyReviewAxis = (typeof companyReviewAxes)[number]["key"];
export type EventReviewAxis = (typeof eventReviewAxes)[number]["key"];
export type ReviewAxis = CompanyReviewAxis | EventReviewAxis;

/** Ratings 1–5 per axis; a company review has the company axes, an event review the event axes. */
export type ReviewRatings = { overall: number } & Partial<Record<ReviewAxis, number>>;

export function reviewAxesOf(kind: ReviewKind): ReadonlyArray<{ key: ReviewAxis; label: string }> {
  return kind === "company" ? companyReviewAxes : eventReviewAxes;
}

/** The axes of a kind with the review's values, in display order. */
export function labelledRatings(
  kind: ReviewKind,
  ratings: ReviewRatings,
): Array<{ key: ReviewAxis; label: string; value: number }> {
  return reviewAxesOf(kind).flatMap((axis) => {
    const value = ratings[axis.key];
    return value === undefined ? [] : [{ key: axis.key, label: axis.label, value }];
  });
}

/** "27卒" for 2027. */
export function shortGraduateYear(graduateYear: number): string {
  return `${String(graduateYear % 100).padStart(2, "0")}卒`;
}

export const REVIEW_EXCERPT_LENGTH = 80;

/** The body's first characters (whitespace collapsed), with an ellipsis when cut. */
export function reviewExcerpt(body: string, length = REVIEW_EXCERPT_LENGTH): string {
  const text = body.replace(/\s+/g, " ").trim();
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, length).join("")}…`;
}
