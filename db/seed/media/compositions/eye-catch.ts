import { IMAGE_KIND_SIZES } from "../../../../core/images/image-kinds";
import type { EventCategoryValue } from "../../../schema/events";
import type { Random } from "../../random";
import { escapeXml, textLines, wrapText } from "../svg-text";
import { bannerDecorations } from "./decorations";
import { BRAND_PALETTE, categoryPalette, twoToneBackground } from "./palettes";
import { LATIN_FAMILY, svgDocument, type Composition, type TextStyle } from "./types";

const { width: WIDTH, height: HEIGHT } = IMAGE_KIND_SIZES.eyeCatch;

const CATEGORY_LABELS: Readonly<Record<EventCategoryValue, { ja: string; latin: string }>> = {
  entry: { ja: "本選考", latin: "SELECTION" },
  internship: { ja: "インターンシップ", latin: "INTERNSHIP" },
  seminar: { ja: "説明会・セミナー", latin: "SEMINAR" },
  gosetsu: { ja: "合同説明会", latin: "JOB FAIR" },
};

/** The largest title size (of three) at which the title fits in three lines of the text column. */
function titleLayout(title: string, columnWidth: number): { size: number; lines: string[] } {
  for (const size of [68, 58, 50]) {
    const lines = wrapText(title, columnWidth / size, 3);
    if (!lines[lines.length - 1]!.endsWith("…")) return { size, lines };
  }
  return { size: 50, lines: wrapText(title, columnWidth / 50, 3) };
}

/**
 * An event's eye-catch (16:9, 1280 × 720 JPEG): the host's colours (the site's for fairs it hosts), abstract shapes,
 * the category as a label, the title in up to three lines and the host's name. Without a Japanese font: the label in
 * Latin letters over the shapes.
 */
export function eyeCatchComposition(
  input: { title: string; category: EventCategoryValue; companyName: string | null; categoryIndex: number | null },
  random: Random,
  text: TextStyle,
): Composition {
  const palette = input.categoryIndex === null ? BRAND_PALETTE : categoryPalette(input.categoryIndex);
  const label = CATEGORY_LABELS[input.category];
  const family = text.japaneseFamily ?? LATIN_FAMILY;
  const labelText = text.japaneseFamily ? label.ja : label.latin;
  const labelWidth = Math.round(labelText.length * (text.japaneseFamily ? 30 : 20) + 56);
  const parts = [
    twoToneBackground(WIDTH, HEIGHT, palette, 0.7 + random.next() * 0.2),
    bannerDecorations(random, WIDTH, HEIGHT, palette.accent),
    `<rect x="80" y="72" width="${labelWidth}" height="56" rx="28" fill="#ffffff"/>`,
    `<text x="${80 + labelWidth / 2}" y="111" font-family="${escapeXml(family)}" font-size="30" font-weight="700" fill="${palette.from}" text-anchor="middle">${escapeXml(labelText)}</text>`,
  ];
  if (text.japaneseFamily) {
    const { size, lines } = titleLayout(input.title, 820);
    parts.push(textLines(lines, { x: 80, y: 250, size, weight: 700, fill: "#ffffff", family }));
    parts.push(
      `<rect x="80" y="${Math.round(250 + lines.length * size * 1.35 - size * 0.6)}" width="120" height="8" rx="4" fill="${palette.accent}"/>`,
    );
    if (input.companyName)
      parts.push(
        textLines(wrapText(input.companyName, 24, 1), {
          x: 80,
          y: 640,
          size: 34,
          fill: "#ffffff",
          family,
          opacity: 0.92,
        }),
      );
  } else {
    parts.push(textLines([label.latin], { x: 80, y: 360, size: 104, weight: 700, fill: "#ffffff", family }));
    parts.push(textLines(["MIRAI CAREER"], { x: 80, y: 440, size: 40, fill: "#ffffff", family, opacity: 0.85 }));
    parts.push(`<rect x="80" y="560" width="160" height="10" rx="5" fill="${palette.accent}"/>`);
  }
  return { svg: svgDocument(WIDTH, HEIGHT, parts.join("")), width: WIDTH, height: HEIGHT, format: "jpeg" };
}
