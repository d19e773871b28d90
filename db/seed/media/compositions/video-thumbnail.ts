import { IMAGE_KIND_SIZES } from "../../../../core/images/image-kinds";
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
  return colors
    .map(
      (color, i) =>
        `<rect x="${(x + i * bar).toFixed(1)}" y="${y}" width="${bar.toFixed(1)}" height="${size}" fill="${color}"/>`,
    )
    .join("");
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

type Point = { x: number; y: number };

/** Where each element of a thumbnail goes: landscape for videos, portrait for short videos. */
type ThumbnailLayout = {
  width: number;
  height: number;
  looks: readonly { color: string; label: string }[];
  latinLabel: string;
  pattern: Point & { size: number };
  label: Point;
  play: Point & { r: number };
  /** top of the shade the title sits on */
  shadeTop: number;
  title: Point & { maxEm: number; lines: number };
  company: Point & { maxEm: number };
  /** the duration badge's bottom right corner */
  duration: Point;
};

const BUNDLE_LAYOUT: ThumbnailLayout = {
  ...IMAGE_KIND_SIZES.videoThumbnail,
  looks: SAMPLE_CLIP_LOOKS.bundle,
  latinLabel: "MIRAI CAREER",
  pattern: { x: 1040, y: 56, size: 184 },
  label: { x: 560, y: 200 },
  play: { x: 640, y: 360, r: 84 },
  shadeTop: 440,
  title: { x: 56, y: 575, maxEm: 22, lines: 2 },
  company: { x: 56, y: 690, maxEm: 30 },
  duration: { x: 1240, y: 700 },
};

const SHORT_LAYOUT: ThumbnailLayout = {
  ...IMAGE_KIND_SIZES.shortVideoThumbnail,
  looks: SAMPLE_CLIP_LOOKS.short,
  latinLabel: "SHORT",
  pattern: { x: 500, y: 130, size: 170 },
  label: { x: 360, y: 420 },
  play: { x: 360, y: 620, r: 80 },
  shadeTop: 860,
  title: { x: 48, y: 1036, maxEm: 13, lines: 3 },
  company: { x: 48, y: 960, maxEm: 20 },
  duration: { x: 690, y: 80 },
};

function thumbnailComposition(input: ThumbnailInput, text: TextStyle, layout: ThumbnailLayout): Composition {
  const look = layout.looks[(input.clip - 1) % layout.looks.length]!;
  const family = text.japaneseFamily ?? LATIN_FAMILY;
  const { width, height } = layout;
  const parts = [
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.8"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="${look.color}"/>`,
    testPattern(layout.pattern.x, layout.pattern.y, layout.pattern.size),
    textLines([text.japaneseFamily ? look.label : `${layout.latinLabel} ${input.clip}`], {
      ...layout.label,
      size: 72,
      weight: 700,
      fill: "#ffffff",
      family,
      anchor: "middle",
    }),
    playButton(layout.play.x, layout.play.y, layout.play.r),
    `<rect y="${layout.shadeTop}" width="${width}" height="${height - layout.shadeTop}" fill="url(#shade)"/>`,
  ];
  if (text.japaneseFamily) {
    const { maxEm, lines, ...title } = layout.title;
    parts.push(
      textLines(wrapText(input.title, maxEm, lines), { ...title, size: 50, weight: 700, fill: "#ffffff", family }),
    );
    const { maxEm: companyEm, ...company } = layout.company;
    parts.push(
      textLines(wrapText(input.companyName, companyEm, 1), {
        ...company,
        size: 28,
        fill: "#ffffff",
        family,
        opacity: 0.85,
      }),
    );
  }
  parts.push(durationBadge(layout.duration.x, layout.duration.y, formatDuration(input.durationSeconds), LATIN_FAMILY));
  return { svg: svgDocument(width, height, parts.join("")), width, height, format: "jpeg" };
}

/** A video's thumbnail (1280 × 720 JPEG): the clip's frame, a play button, the title over a shade, the duration. */
export function bundleThumbnailComposition(input: ThumbnailInput, text: TextStyle): Composition {
  return thumbnailComposition(input, text, BUNDLE_LAYOUT);
}

/** A short video's thumbnail (vertical, 720 × 1280 JPEG): the clip's frame, the title at the bottom, the duration. */
export function shortThumbnailComposition(input: ThumbnailInput, text: TextStyle): Composition {
  return thumbnailComposition(input, text, SHORT_LAYOUT);
}
