import { IMAGE_KIND_SIZES } from "../../../../core/images/image-kinds";
import type { Random } from "../../random";
import { latinInitial } from "../latin-initial";
import { escapeXml } from "../svg-text";
import { categoryPalette, gradientDef } from "./palettes";
import { LATIN_FAMILY, svgDocument, type Composition, type TextStyle } from "./types";

const SIZE = IMAGE_KIND_SIZES.logo.width;

/** A name without its legal form, for the mark: 株式会社ミライ製作所 → ミライ製作所. */
export function markName(name: string): string {
  return name.replace(/^株式会社|株式会社$|ホールディングス|ジャパン/g, "").trim() || name;
}

function markShape(style: number, fill: string): string {
  const c = SIZE / 2;
  switch (style) {
    case 0:
      return `<circle cx="${c}" cy="${c}" r="150" fill="${fill}"/>`;
    case 1:
      return `<rect x="50" y="50" width="300" height="300" rx="72" fill="${fill}"/>`;
    case 2: {
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        return `${Math.round(c + 160 * Math.cos(angle))},${Math.round(c + 160 * Math.sin(angle))}`;
      });
      return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
    }
    case 3:
      return `<rect x="88" y="88" width="224" height="224" rx="36" transform="rotate(45 ${c} ${c})" fill="${fill}"/>`;
    default:
      return `<path d="M60 200 A140 140 0 0 1 340 200 L340 330 Q340 340 330 340 L70 340 Q60 340 60 330 Z" fill="${fill}"/>`;
  }
}

/**
 * A square company (or partner site) logo: a mark in the category's colours on white, the name's first character
 * inside it (its Latin initial without a Japanese font), a soft highlight. 400 × 400 PNG.
 */
export function logoComposition(
  input: { name: string; reading: string; categoryIndex: number },
  random: Random,
  text: TextStyle,
): Composition {
  const palette = categoryPalette(input.categoryIndex);
  const style = random.int(0, 4);
  const glyph = text.japaneseFamily ? [...markName(input.name)][0]! : latinInitial(input.reading);
  const family = text.japaneseFamily ?? LATIN_FAMILY;
  const shineAngle = random.int(0, 359);
  const body = [
    `<defs>${gradientDef("g", palette)}</defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/>`,
    markShape(style, "url(#g)"),
    `<circle cx="${SIZE / 2 + 70}" cy="${SIZE / 2 - 70}" r="54" fill="#ffffff" fill-opacity="0.14" transform="rotate(${shineAngle} ${SIZE / 2} ${SIZE / 2})"/>`,
    `<text x="${SIZE / 2}" y="${SIZE / 2 + 58}" font-family="${escapeXml(family)}" font-size="164" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(glyph)}</text>`,
  ].join("");
  return { svg: svgDocument(SIZE, SIZE, body), width: SIZE, height: SIZE, format: "png" };
}
