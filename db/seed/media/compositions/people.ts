import type { Random } from "../../random";
import { CLOTHES, HAIR_TONES, SKIN_TONES } from "./palettes";

export type PersonLook = { skin: string; hair: string; clothes: string; longHair: boolean };

export function randomLook(random: Random): PersonLook {
  return {
    skin: random.pick(SKIN_TONES),
    hair: random.pick(HAIR_TONES),
    clothes: random.pick(CLOTHES),
    longHair: random.chance(0.45),
  };
}

/** A head with hair and a simple face (eyes, smile), centred at (cx, cy) with radius r. */
export function head(cx: number, cy: number, r: number, look: PersonLook): string {
  const hairBack = look.longHair
    ? `<rect x="${cx - r * 1.05}" y="${cy - r * 0.2}" width="${r * 2.1}" height="${r * 1.5}" rx="${r * 0.5}" fill="${look.hair}"/>`
    : "";
  return [
    hairBack,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${look.skin}"/>`,
    `<path d="M${cx - r * 1.02} ${cy - r * 0.05} A${r * 1.02} ${r * 1.02} 0 0 1 ${cx + r * 1.02} ${cy - r * 0.05} Q${cx + r * 0.3} ${cy - r * 0.6} ${cx - r * 1.02} ${cy - r * 0.05} Z" fill="${look.hair}"/>`,
    `<circle cx="${cx - r * 0.35}" cy="${cy + r * 0.1}" r="${r * 0.09}" fill="#1f2937"/>`,
    `<circle cx="${cx + r * 0.35}" cy="${cy + r * 0.1}" r="${r * 0.09}" fill="#1f2937"/>`,
    `<path d="M${cx - r * 0.3} ${cy + r * 0.45} Q${cx} ${cy + r * 0.68} ${cx + r * 0.3} ${cy + r * 0.45}" stroke="#9a3412" stroke-width="${r * 0.08}" fill="none" stroke-linecap="round"/>`,
  ].join("");
}

/** Head and shoulders: the person's top at (cx, top), `scale` 1 = a head of radius 40. */
export function bust(cx: number, top: number, scale: number, look: PersonLook): string {
  const r = 40 * scale;
  const body = `<path d="M${cx - r * 1.9} ${top + r * 5.2} Q${cx - r * 1.9} ${top + r * 2.3} ${cx} ${top + r * 2.3} Q${cx + r * 1.9} ${top + r * 2.3} ${cx + r * 1.9} ${top + r * 5.2} Z" fill="${look.clothes}"/>`;
  const neck = `<rect x="${cx - r * 0.35}" y="${top + r * 1.7}" width="${r * 0.7}" height="${r * 0.8}" fill="${look.skin}"/>`;
  return body + neck + head(cx, top + r, r, look);
}

/** A standing person, feet at (cx, floor), `scale` 1 = about 300 px tall. */
export function standing(cx: number, floor: number, scale: number, look: PersonLook): string {
  const r = 30 * scale;
  const top = floor - 300 * scale;
  return [
    `<rect x="${cx - r * 0.9}" y="${top + r * 5.2}" width="${r * 0.75}" height="${r * 4.8}" rx="${r * 0.3}" fill="#334155"/>`,
    `<rect x="${cx + r * 0.15}" y="${top + r * 5.2}" width="${r * 0.75}" height="${r * 4.8}" rx="${r * 0.3}" fill="#334155"/>`,
    `<rect x="${cx - r * 1.5}" y="${top + r * 2.2}" width="${r * 3}" height="${r * 3.6}" rx="${r * 0.9}" fill="${look.clothes}"/>`,
    head(cx, top + r, r, look),
  ].join("");
}
