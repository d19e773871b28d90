/**
 * Regenerates the branded share images under static/og/ (committed; run by hand after a logo change):
 * `npx tsx scripts/media/generate-share-images.ts`.
 *
 * - default.png / default-legacy.png: 1200×630, the og:image/twitter:image of every page without media of its own
 *   (renewed logo ミライキャリア / older logo ミライ就活, following the logo flag like the titles).
 * - logo.png: 512×512, the renewed mark, the `logo` of the site's schema.org Organization.
 *
 * Text is rendered by librsvg with the machine's fonts (Debian's fonts-noto-cjk: Noto Sans CJK JP), so the PNGs
 * need no font where they are served. Palette PNGs keep each file small (see docs/search-engines.md).
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LEGACY_DISPLAY_NAME, RENEWED_DISPLAY_NAME, SITE_TAGLINE } from "../../core/site/display-name";

const OUT_DIR = path.resolve(__dirname, "../../static/og");
const FONT = '"Noto Sans CJK JP", "Noto Sans JP", sans-serif';

/** The renewed mark (src/components/logo/site-logo.tsx, static/favicon.svg) drawn in a 36-unit box. */
const RENEWED_MARK = `
  <rect x="0" y="0" width="36" height="36" rx="9" fill="#0b5e84"/>
  <circle cx="25" cy="11" r="5" fill="#f0a23b"/>
  <path d="M7 28 L15 19 L20 23 L29 13" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The older mark: an orange disc with an M. */
const LEGACY_MARK = `
  <circle cx="18" cy="18" r="16" fill="#b8520d"/>
  <text x="18" y="25" text-anchor="middle" fill="#fff" font-size="18" font-weight="700" font-family="sans-serif">M</text>`;

function shareSvg(mark: string, name: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f1f6f9"/>
  <rect x="0" y="590" width="1200" height="40" fill="${accent}"/>
  <g transform="translate(150 170) scale(4.4)">${mark}</g>
  <text x="350" y="300" fill="#1c2733" font-size="96" font-weight="700" font-family='${FONT}'>${name}</text>
  <text x="150" y="440" fill="#3d4f60" font-size="38" font-weight="400" font-family='${FONT}'>${SITE_TAGLINE}</text>
  <text x="150" y="500" fill="#3d4f60" font-size="30" font-weight="400" font-family='${FONT}'>本選考・インターンシップ・説明会・企業クチコミ</text>
</svg>`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 36 36">${RENEWED_MARK}</svg>`;
}

async function writePng(svg: string, file: string): Promise<void> {
  const out = path.join(OUT_DIR, file);
  await sharp(Buffer.from(svg))
    .png({ palette: true, colours: 32, dither: 0, compressionLevel: 9, effort: 10 })
    .toFile(out);
  const { width, height } = await sharp(out).metadata();
  console.info(`${path.relative(process.cwd(), out)}: ${width}×${height}, ${statSync(out).size} bytes`);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  await writePng(shareSvg(RENEWED_MARK, RENEWED_DISPLAY_NAME, "#0b5e84"), "default.png");
  await writePng(shareSvg(LEGACY_MARK, LEGACY_DISPLAY_NAME, "#b8520d"), "default-legacy.png");
  await writePng(logoSvg(), "logo.png");
}

void main();
