import { IMAGE_KIND_SIZES } from "../../../../core/images/image-kinds";
import type { Random } from "../../random";
import { escapeXml, textLines, wrapText } from "../svg-text";
import { bannerDecorations } from "./decorations";
import { BRAND_PALETTE, CATEGORY_PALETTES, twoToneBackground } from "./palettes";
import { LATIN_FAMILY, svgDocument, type Composition, type TextStyle } from "./types";

const { width: WIDTH, height: HEIGHT } = IMAGE_KIND_SIZES.banner;

/**
 * An editorial banner of the site (feature videos, feature events, popups; 1280 × 720 JPEG): the site's colours or
 * one of the category palettes, shapes, the title centred and a subtitle. Without a Japanese font: MIRAI CAREER.
 */
export function bannerComposition(
  input: { title: string; subtitle: string },
  random: Random,
  text: TextStyle,
): Composition {
  const palette = random.chance(0.4) ? BRAND_PALETTE : random.pick(CATEGORY_PALETTES);
  const family = text.japaneseFamily ?? LATIN_FAMILY;
  const parts = [
    twoToneBackground(WIDTH, HEIGHT, palette, 0.55 + random.next() * 0.25),
    bannerDecorations(random, WIDTH, HEIGHT, palette.accent),
    `<rect x="140" y="170" width="${WIDTH - 280}" height="${HEIGHT - 340}" rx="36" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`,
  ];
  if (text.japaneseFamily) {
    const size = 60;
    const lines = wrapText(input.title, 16, 2);
    const top = lines.length === 1 ? 350 : 310;
    parts.push(
      textLines(lines, { x: WIDTH / 2, y: top, size, weight: 700, fill: "#ffffff", family, anchor: "middle" }),
    );
    parts.push(
      textLines(wrapText(input.subtitle, 30, 1), {
        x: WIDTH / 2,
        y: top + lines.length * size * 1.35 + 20,
        size: 32,
        fill: "#ffffff",
        family,
        anchor: "middle",
        opacity: 0.9,
      }),
    );
  } else {
    parts.push(
      `<text x="${WIDTH / 2}" y="390" font-family="${escapeXml(family)}" font-size="84" font-weight="700" fill="#ffffff" text-anchor="middle">MIRAI CAREER</text>`,
    );
  }
  return { svg: svgDocument(WIDTH, HEIGHT, parts.join("")), width: WIDTH, height: HEIGHT, format: "jpeg" };
}
