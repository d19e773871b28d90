import { IMAGE_KIND_SIZES } from "../../../../core/images/image-kinds";
import type { Random } from "../../random";
import { latinInitial } from "../latin-initial";
import { textLines, wrapText } from "../svg-text";
import { categoryPalette, gradientDef } from "./palettes";
import { LATIN_FAMILY, svgDocument, type Composition, type TextStyle } from "./types";

const { width: WIDTH, height: HEIGHT } = IMAGE_KIND_SIZES.officialImage;

/** A row of office towers with lit windows along the bottom, each drawn from `random`. */
function skyline(random: Random, color: string): string {
  const towers: string[] = [];
  let x = -20;
  while (x < WIDTH) {
    const width = random.int(90, 190);
    const height = random.int(160, 380);
    const top = HEIGHT - height;
    towers.push(
      `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${color}" fill-opacity="${(0.55 + random.next() * 0.35).toFixed(2)}"/>`,
    );
    for (let wy = top + 24; wy < HEIGHT - 30; wy += 34) {
      for (let wx = x + 16; wx < x + width - 24; wx += 30) {
        if (random.chance(0.55))
          towers.push(
            `<rect x="${wx}" y="${wy}" width="14" height="18" fill="#ffffff" fill-opacity="${(0.15 + random.next() * 0.4).toFixed(2)}"/>`,
          );
      }
    }
    x += width + random.int(6, 30);
  }
  return towers.join("");
}

/**
 * A company's official image (its header, 1600 × 900 JPEG): an evening sky in the category's colours over a skyline,
 * the company's name and a line about its industry. Without a Japanese font: the name's initial as a monogram.
 */
export function companyImageComposition(
  input: { name: string; reading: string; categoryName: string; categoryIndex: number },
  random: Random,
  text: TextStyle,
): Composition {
  const palette = categoryPalette(input.categoryIndex);
  const family = text.japaneseFamily ?? LATIN_FAMILY;
  const sun = { x: random.int(900, 1400), y: random.int(160, 330) };
  const parts = [
    `<defs>${gradientDef("sky", palette, "vertical")}<radialGradient id="sun"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.95"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${sun.x}" cy="${sun.y}" r="260" fill="url(#sun)"/>`,
    `<circle cx="${sun.x}" cy="${sun.y}" r="70" fill="${palette.accent}" fill-opacity="0.9"/>`,
    skyline(random, palette.from),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#000000" fill-opacity="0.12"/>`,
  ];
  if (text.japaneseFamily) {
    const name = wrapText(input.name, 13, 2);
    parts.push(textLines(name, { x: 110, y: 220, size: 88, weight: 700, fill: "#ffffff", family }));
    parts.push(
      textLines([`${input.categoryName}の未来を、ともにつくる。`], {
        x: 112,
        y: 220 + name.length * 119 + 10,
        size: 42,
        fill: "#ffffff",
        family,
        opacity: 0.9,
      }),
    );
  } else {
    parts.push(`<circle cx="230" cy="300" r="120" fill="#ffffff" fill-opacity="0.92"/>`);
    parts.push(
      textLines([latinInitial(input.reading)], {
        x: 230,
        y: 352,
        size: 150,
        weight: 700,
        fill: palette.from,
        family,
        anchor: "middle",
      }),
    );
  }
  return { svg: svgDocument(WIDTH, HEIGHT, parts.join("")), width: WIDTH, height: HEIGHT, format: "jpeg" };
}
