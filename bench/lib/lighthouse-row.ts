/** Issue 18's targets: categories out of 100, LCP and CLS in Lighthouse's mobile simulation. */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2500,
  cls: 0.05,
} as const;

/**
 * The reference page's least performance score for a run's figures to count: a trivial page reading less says the
 * machine (other jobs on its cores) is slowing every page down.
 */
export const REFERENCE_MIN_PERFORMANCE = 98;

export type LighthouseRow = {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** the targets this page misses, e.g. "performance 82 < 95", and the failing audits of the other categories */
  failed: string[];
};

/** The parts of a Lighthouse result (LH.Result) a row reads. */
export type LighthouseResultLike = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; scoreDisplayMode?: string; title?: string } | undefined
  >;
};

const score = (result: LighthouseResultLike, id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
const numeric = (result: LighthouseResultLike, id: string) => result.audits[id]?.numericValue ?? Number.NaN;

/** One page's figures and what misses the targets (the audits that cost a category its points, by id). */
export function lighthouseRow(page: string, path: string, result: LighthouseResultLike): LighthouseRow {
  const row = {
    page,
    path,
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    seo: score(result, "seo"),
    lcpMs: Math.round(numeric(result, "largest-contentful-paint")),
    cls: Math.round(numeric(result, "cumulative-layout-shift") * 1000) / 1000,
    tbtMs: Math.round(numeric(result, "total-blocking-time")),
  };
  const failed: string[] = [];
  for (const [key, category] of [
    ["performance", "performance"],
    ["accessibility", "accessibility"],
    ["bestPractices", "best-practices"],
    ["seo", "seo"],
  ] as const) {
    if (row[key] >= LIGHTHOUSE_TARGETS[key]) continue;
    const losing = (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = result.audits[ref.id];
        return (
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "manual"
        );
      })
      .map((ref) => ref.id);
    failed.push(`${key} ${row[key]} < ${LIGHTHOUSE_TARGETS[key]}${losing.length ? ` (${losing.join(", ")})` : ""}`);
  }
  if (row.lcpMs > LIGHTHOUSE_TARGETS.lcpMs) failed.push(`LCP ${row.lcpMs} ms > ${LIGHTHOUSE_TARGETS.lcpMs}`);
  if (row.cls > LIGHTHOUSE_TARGETS.cls) failed.push(`CLS ${row.cls} > ${LIGHTHOUSE_TARGETS.cls}`);
  return { ...row, failed };
}
