import { lighthouseRow, type LighthouseResultLike } from "./lighthouse-row";

function result(scores: Record<string, number>, audits: LighthouseResultLike["audits"] = {}): LighthouseResultLike {
  const categories: LighthouseResultLike["categories"] = {};
  for (const [id, value] of Object.entries(scores))
    categories[id] = {
      score: value,
      auditRefs:
        id === "seo"
          ? [
              { id: "canonical", weight: 1 },
              { id: "meta-description", weight: 1 },
              { id: "structured-data", weight: 0 },
            ]
          : [],
    };
  return {
    categories,
    audits: {
      "largest-contentful-paint": { score: 0.9, numericValue: 2312.4 },
      "cumulative-layout-shift": { score: 1, numericValue: 0.01234 },
      "total-blocking-time": { score: 1, numericValue: 87.6 },
      ...audits,
    },
  };
}

describe("lighthouseRow", () => {
  it("reads the scores out of 100 and the metrics, and passes a page that meets every target", () => {
    const row = lighthouseRow(
      "home",
      "/",
      result({ performance: 0.97, accessibility: 1, "best-practices": 1, seo: 1 }),
    );
    expect(row).toEqual({
      page: "home",
      path: "/",
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 2312,
      cls: 0.012,
      tbtMs: 88,
      failed: [],
    });
  });

  it("names each missed target and the weighted audits that lost the category its points", () => {
    const row = lighthouseRow(
      "company",
      "/companies/1",
      result(
        { performance: 0.82, accessibility: 1, "best-practices": 1, seo: 0.92 },
        {
          "largest-contentful-paint": { score: 0.4, numericValue: 3300 },
          "cumulative-layout-shift": { score: 0.6, numericValue: 0.128 },
          canonical: { score: 0 },
          "meta-description": { score: 1 },
          "structured-data": { score: 0, scoreDisplayMode: "manual" },
        },
      ),
    );
    expect(row.failed).toEqual([
      "performance 82 < 95",
      "seo 92 < 100 (canonical)",
      "LCP 3300 ms > 2500",
      "CLS 0.128 > 0.05",
    ]);
  });
});
