import * as React from "react";

export type AwardRank = "bronze" | "silver" | "gold";

export const awardRankLabels: Record<AwardRank, string> = { gold: "金賞", silver: "銀賞", bronze: "銅賞" };

const medalColours: Record<AwardRank, { fill: string; ribbon: string; text: string }> = {
  gold: { fill: "#d4a017", ribbon: "#b3261e", text: "#3d2c00" },
  silver: { fill: "#b8bec6", ribbon: "#1f4e99", text: "#1e2329" },
  bronze: { fill: "#c0803f", ribbon: "#2e6b3a", text: "#2e1a07" },
};

/** 「クチコミアワード2024 金賞」 */
export function awardLabel(year: number, rank: AwardRank): string {
  return `クチコミアワード${year} ${awardRankLabels[rank]}`;
}

export function isAwardRank(value: string | null): value is AwardRank {
  return value === "gold" || value === "silver" || value === "bronze";
}

/** A クチコミアワード medal (2019–2025; bronze, silver, gold; spec §9), an image named by its award. */
export function AwardBadge({ year, rank, size = 48 }: { year: number; rank: AwardRank; size?: number }) {
  const colours = medalColours[rank];
  return (
    <svg
      role="img"
      aria-label={awardLabel(year, rank)}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      focusable="false"
      data-rank={rank}
    >
      <path d="M14 2h8l4 12h-8zM34 2h-8l-4 12h8z" fill={colours.ribbon} />
      <circle cx="24" cy="29" r="16" fill={colours.fill} stroke="#fff" strokeWidth="2" />
      <circle cx="24" cy="29" r="12.5" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="1" />
      <text x="24" y="27" textAnchor="middle" fontSize="7" fontWeight="700" fill={colours.text}>
        {year}
      </text>
      <text x="24" y="36" textAnchor="middle" fontSize="7" fontWeight="700" fill={colours.text}>
        {awardRankLabels[rank]}
      </text>
    </svg>
  );
}
