import { IMAGE_KIND_SIZES } from "../../../../core/images/image-kinds";
import type { Random } from "../../random";
import type { SceneName } from "../sample-recipes";
import { bust, randomLook, standing } from "./people";
import { CATEGORY_PALETTES, type Palette } from "./palettes";
import { svgDocument, type Composition } from "./types";

const { width: WIDTH, height: HEIGHT } = IMAGE_KIND_SIZES.scene;

function room(palette: Palette, random: Random): string {
  const windows = Array.from({ length: 3 }, (_, i) => {
    const x = 120 + i * 340 + random.int(-20, 20);
    return `<rect x="${x}" y="70" width="240" height="250" rx="8" fill="#dbeafe"/><rect x="${x}" y="70" width="240" height="250" rx="8" fill="${palette.to}" fill-opacity="0.25"/><rect x="${x + 116}" y="70" width="8" height="250" fill="#ffffff"/>`;
  });
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8fafc"/>`,
    `<rect width="${WIDTH}" height="480" fill="${palette.from}" fill-opacity="0.12"/>`,
    ...windows,
    `<rect y="480" width="${WIDTH}" height="${HEIGHT - 480}" fill="#e2e8f0"/>`,
  ].join("");
}

function plant(x: number, floor: number): string {
  return `<rect x="${x - 30}" y="${floor - 70}" width="60" height="70" rx="8" fill="#b45309"/><ellipse cx="${x - 25}" cy="${floor - 120}" rx="30" ry="60" fill="#15803d"/><ellipse cx="${x + 25}" cy="${floor - 130}" rx="28" ry="66" fill="#16a34a"/><ellipse cx="${x}" cy="${floor - 160}" rx="26" ry="60" fill="#22c55e"/>`;
}

function office(random: Random, palette: Palette): string {
  const desks = [0, 1, 2].map((i) => {
    const x = 110 + i * 360;
    return [
      bust(x + 110, 290, 1.1, randomLook(random)),
      `<rect x="${x + 150}" y="420" width="110" height="70" rx="6" fill="#1f2937"/><rect x="${x + 158}" y="428" width="94" height="54" fill="${palette.to}" fill-opacity="0.6"/>`,
      `<rect x="${x}" y="490" width="280" height="24" fill="#a16207"/><rect x="${x + 20}" y="514" width="18" height="160" fill="#78350f"/><rect x="${x + 242}" y="514" width="18" height="160" fill="#78350f"/>`,
    ].join("");
  });
  return [...desks, plant(1120, 760)].join("");
}

function meeting(random: Random, palette: Palette): string {
  const people = [260, 480, 720, 940].map((x, i) => bust(x, 300 + (i % 2) * 20, 1.15, randomLook(random)));
  return [
    `<rect x="80" y="110" width="360" height="220" rx="10" fill="#ffffff" stroke="#94a3b8" stroke-width="6"/><path d="M120 280 L200 220 L280 250 L380 160" stroke="${palette.from}" stroke-width="10" fill="none"/>`,
    ...people,
    `<ellipse cx="600" cy="620" rx="520" ry="110" fill="#92400e"/><ellipse cx="600" cy="605" rx="500" ry="95" fill="#b45309"/>`,
    `<rect x="330" y="560" width="110" height="70" rx="6" fill="#f1f5f9"/><rect x="700" y="570" width="120" height="60" rx="6" fill="#1f2937"/>`,
  ].join("");
}

function workshop(random: Random, palette: Palette): string {
  const notes = Array.from({ length: 12 }, (_, i) => {
    const color = [palette.accent, "#fde047", "#f9a8d4", "#86efac"][i % 4];
    return `<rect x="${250 + (i % 6) * 110 + random.int(-10, 10)}" y="${140 + Math.floor(i / 6) * 100 + random.int(-10, 10)}" width="80" height="80" fill="${color}" transform="rotate(${random.int(-6, 6)} ${290 + (i % 6) * 110} ${180 + Math.floor(i / 6) * 100})"/>`;
  });
  return [
    `<rect x="200" y="100" width="800" height="300" rx="10" fill="#ffffff" stroke="#cbd5e1" stroke-width="6"/>`,
    ...notes,
    standing(180, 780, 1.5, randomLook(random)),
    standing(1020, 780, 1.5, randomLook(random)),
    bust(480, 430, 1.2, randomLook(random)),
    bust(720, 440, 1.2, randomLook(random)),
    `<rect x="300" y="640" width="600" height="40" rx="8" fill="#a16207"/>`,
  ].join("");
}

function presentation(random: Random, palette: Palette): string {
  const bars = [0, 1, 2, 3, 4].map((i) => {
    const height = 40 + random.int(20, 150);
    return `<rect x="${470 + i * 70}" y="${330 - height}" width="44" height="${height}" fill="${i === 4 ? palette.accent : palette.to}"/>`;
  });
  const audience = [150, 390, 630, 870, 1090].map((x) => bust(x, 560 + random.int(-15, 15), 1.3, randomLook(random)));
  return [
    `<rect x="420" y="90" width="440" height="280" rx="10" fill="#ffffff" stroke="#334155" stroke-width="8"/>`,
    ...bars,
    standing(300, 700, 1.7, randomLook(random)),
    ...audience,
  ].join("");
}

function talk(random: Random, palette: Palette): string {
  return [
    `<rect x="120" y="520" width="960" height="130" rx="40" fill="${palette.from}" fill-opacity="0.85"/>`,
    bust(330, 300, 1.5, randomLook(random)),
    bust(600, 290, 1.5, randomLook(random)),
    bust(870, 300, 1.5, randomLook(random)),
    `<rect x="100" y="640" width="1000" height="60" rx="20" fill="${palette.from}"/>`,
    `<rect x="520" y="690" width="160" height="20" fill="#78350f"/><rect x="540" y="650" width="36" height="44" rx="6" fill="#ffffff"/><rect x="620" y="650" width="36" height="44" rx="6" fill="#ffffff"/>`,
    plant(1120, 760),
  ].join("");
}

const DRAW: Readonly<Record<SceneName, (random: Random, palette: Palette) => string>> = {
  office,
  meeting,
  workshop,
  presentation,
  talk,
};

/**
 * A photo-like scene without words, shared by company galleries and internship summaries (1200 × 800 JPEG): a room
 * in one of the palettes and people at work, whose faces the proxy's attention crop keeps in frame.
 */
export function sceneComposition(input: { scene: SceneName; variant: number }, random: Random): Composition {
  const palette = CATEGORY_PALETTES[(input.variant * 5) % CATEGORY_PALETTES.length]!;
  return {
    svg: svgDocument(WIDTH, HEIGHT, room(palette, random) + DRAW[input.scene](random, palette)),
    width: WIDTH,
    height: HEIGHT,
    format: "jpeg",
  };
}
