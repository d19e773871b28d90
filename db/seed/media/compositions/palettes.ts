/** Colours of the sample images, one palette per business category (db/seed/master/business-categories.ts order). */
export type Palette = { from: string; to: string; accent: string };

export const CATEGORY_PALETTES: readonly Palette[] = [
  { from: "#1e3a8a", to: "#0ea5e9", accent: "#f59e0b" }, // メーカー
  { from: "#7c2d12", to: "#ea580c", accent: "#fde68a" }, // 商社
  { from: "#9d174d", to: "#f472b6", accent: "#fef3c7" }, // 小売
  { from: "#0f172a", to: "#1d4ed8", accent: "#fbbf24" }, // 金融
  { from: "#4c1d95", to: "#06b6d4", accent: "#a3e635" }, // IT・通信
  { from: "#991b1b", to: "#f97316", accent: "#fde047" }, // 広告・マスコミ
  { from: "#065f46", to: "#10b981", accent: "#fef9c3" }, // サービス・インフラ
  { from: "#1f2937", to: "#475569", accent: "#38bdf8" }, // コンサルティング
  { from: "#78350f", to: "#d97706", accent: "#e0f2fe" }, // 不動産・建設
  { from: "#14532d", to: "#65a30d", accent: "#fef08a" }, // 官公庁・公社・団体
  { from: "#0e7490", to: "#2dd4bf", accent: "#fecdd3" }, // 医療・福祉
  { from: "#3730a3", to: "#818cf8", accent: "#fde68a" }, // 教育
  { from: "#b91c1c", to: "#fb923c", accent: "#fef3c7" }, // 外食・フード
  { from: "#6d28d9", to: "#ec4899", accent: "#fef08a" }, // エンタメ・レジャー
];

/** The site's own colours (ミライキャリア), for images that belong to no company. */
export const BRAND_PALETTE: Palette = { from: "#0b3d91", to: "#14b8a6", accent: "#facc15" };

export function categoryPalette(categoryIndex: number): Palette {
  return CATEGORY_PALETTES[
    ((categoryIndex % CATEGORY_PALETTES.length) + CATEGORY_PALETTES.length) % CATEGORY_PALETTES.length
  ]!;
}

/** A diagonal gradient `id` from the palette, for `fill="url(#id)"`. */
export function gradientDef(id: string, palette: Palette, angle: "diagonal" | "vertical" = "diagonal"): string {
  const end = angle === "diagonal" ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;
}

/** Skin and clothing tones of the people in scenes and avatars. */
export const SKIN_TONES = ["#f5d0b5", "#eab897", "#d9a27e", "#f3c9a8", "#c68863"];
export const HAIR_TONES = ["#1f2937", "#3f2a1d", "#111827", "#4b3621", "#27272a"];
export const CLOTHES = ["#1e3a8a", "#334155", "#0f766e", "#9f1239", "#f8fafc", "#475569", "#7c3aed", "#0369a1"];

/**
 * A flat two-tone background (the palette's first colour, the second laid over it at 60 % past a slanted edge): looks like a banner's gradient at a
 * third of the drawing cost of a full-size SVG gradient, which matters for 1,600 eye-catches.
 */
export function twoToneBackground(width: number, height: number, palette: Palette, split: number): string {
  const top = Math.round(width * split);
  const bottom = Math.round(top - width * 0.35);
  return `<rect width="${width}" height="${height}" fill="${palette.from}"/><polygon points="${top},0 ${width},0 ${width},${height} ${bottom},${height}" fill="${palette.to}" fill-opacity="0.6"/>`;
}
