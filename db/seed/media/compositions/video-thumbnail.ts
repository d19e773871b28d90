import { escapeXml, textLines, wrapText } from "../svg-text";
import { LATIN_FAMILY, svgDocument, type Composition, type TextStyle } from "./types";

/**
 * The sample clips as scripts/media/generate-sample-videos.sh draws them (clip n of each kind): background colour,
 * caption and a moving test pattern. A thumbnail shows the same frame, sharper than the 320 × 180 clip could give.
 */
export const SAMPLE_CLIP_LOOKS = {
  bundle: [
    { color: "#1d4ed8", label: "ミライキャリア 企業紹介 1" },
    { color: "#047857", label: "ミライキャリア 企業紹介 2" },
    { color: "#b45309", label: "ミライキャリア 企業紹介 3" },
  ],
  short: [
    { color: "#7c3aed", label: "ショート動画 1" },
    { color: "#be123c", label: "ショート動画 2" },
    { color: "#0f766e", label: "ショート動画 3" },
  ],
} as const;

/** The clip number of a sample video URL (`/videos/bundles/sample-2.mp4` → 2), 1 for anything else. */
export function clipNumber(videoUrl: string): number {
  const match = /sample-(\d+)\.mp4$/.exec(videoUrl);
  return match ? Number(match[1]) : 1;
}

/** ffmpeg's testsrc2 in miniature: colour bars in a square. */
function testPattern(x: number, y: number, size: number): string {
  const colors = ["#ffffff", "#facc15", "#22d3ee", "#22c55e", "#d946ef", "#ef4444", "#3b82f6"];
  const bar = size / colors.length;
  return colors.map((color, i) => `<rect x="${(x + i * bar).toFixed(1)}" y="${y}" width="${bar.toFixed(1)}" height="${size}" fill="${color}"/>`).join("");
}

function playButton(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#000000" fill-opacity="0.45"/><polygon points="${cx - r * 0.3},${cy - r * 0.42} ${cx - r * 0.3},${cy + r * 0.42} ${cx + r * 0.45},${cy}" fill="#ffffff"/>`;
}

function durationBadge(right: number, bottom: number, label: string, family: string): string {
  const width = label.length * 17 + 24;
  return `<rect x="${right - width}" y="${bottom - 40}" width="${width}" height="40" rx="6" fill="#000000" fill-opacity="0.75"/><text x="${right - width / 2}" y="${bottom - 11}" font-family="${escapeXml(family)}" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>`;
}

function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

type ThumbnailInput = { title: string; companyName: string; clip: number; durationSeconds: number };

/** A video's thumbnail (1280 × 720 JPEG): the clip's frame, a play button, the title over a shade, the duration. */
export function bundleThumbnailComposition(input: ThumbnailInput, text: TextStyle): Composition {
  const look = SAMPLE_CLIP_LOOKS.bundle[(input.clip - 1) % 3]!;
  const family = text.japaneseFamily ?? LATIN_FAMILY;
  const parts = [
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.8"/></linearGradient></defs>`,
    `<rect width="1280" height="720" fill="${look.color}"/>`,
    testPattern(1040, 56, 184),
    textLines([text.japaneseFamily ? look.label : `MIRAI CAREER ${input.clip}`], { x: 560, y: 200, size: 72, weight: 700, fill: "#ffffff", family, anchor: "middle" }),
    playButton(640, 360, 84),
    `<rect y="440" width="1280" height="280" fill="url(#shade)"/>`,
  ];
  if (text.japaneseFamily) {
    parts.push(textLines(wrapText(input.title, 22, 2), { x: 56, y: 575, size: 50, weight: 700, fill: "#ffffff", family }));
    parts.push(textLines(wrapText(input.companyName, 30, 1), { x: 56, y: 690, size: 28, fill: "#ffffff", family, opacity: 0.85 }));
  }
  parts.push(durationBadge(1240, 700, formatDuration(input.durationSeconds), LATIN_FAMILY));
  return { svg: svgDocument(1280, 720, parts.join("")), width: 1280, height: 720, format: "jpeg" };
}

/** A short video's thumbnail (vertical, 720 × 1280 JPEG): the clip's frame, the title at the bottom, the duration. */
export function shortThumbnailComposition(input: ThumbnailInput, text: TextStyle): Composition {
  const look = SAMPLE_CLIP_LOOKS.short[(input.clip - 1) % 3]!;
  const family = text.japaneseFamily ?? LATIN_FAMILY;
  const parts = [
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.8"/></linearGradient></defs>`,
    `<rect width="720" height="1280" fill="${look.color}"/>`,
    testPattern(500, 130, 170),
    textLines([text.japaneseFamily ? look.label : `SHORT ${input.clip}`], { x: 360, y: 420, size: 72, weight: 700, fill: "#ffffff", family, anchor: "middle" }),
    playButton(360, 620, 80),
    `<rect y="860" width="720" height="420" fill="url(#shade)"/>`,
  ];
  if (text.japaneseFamily) {
    parts.push(textLines(wrapText(input.title, 13, 3), { x: 48, y: 1036, size: 50, weight: 700, fill: "#ffffff", family }));
    parts.push(textLines(wrapText(input.companyName, 20, 1), { x: 48, y: 960, size: 28, fill: "#ffffff", family, opacity: 0.85 }));
  }
  parts.push(durationBadge(690, 80, formatDuration(input.durationSeconds), LATIN_FAMILY));
  return { svg: svgDocument(720, 1280, parts.join("")), width: 720, height: 1280, format: "jpeg" };
}
