import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's fonts-noto-cjk (the family the sample clips are drawn with too, scripts/media/generate-sample-videos.sh). */
const NOTO_CJK_FAMILY = "Noto Sans CJK JP";
const KNOWN_FONT_FILES = [
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
  "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
];

/**
 * A font family with Japanese glyphs that sharp's SVG renderer (librsvg through fontconfig) can find, or null:
 * then the sample images use shapes and Latin letters only, never boxes of missing glyphs.
 */
export function findJapaneseFontFamily(): string | null {
  try {
    const families = execFileSync("fc-list", [":lang=ja", "family"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    if (families.includes(NOTO_CJK_FAMILY)) return NOTO_CJK_FAMILY;
    const first = families.split("\n").find((line) => line.trim() !== "");
    if (first) return first.split(",")[0]!.trim();
  } catch {
    // no fc-list: look for the files themselves
  }
  return KNOWN_FONT_FILES.some((file) => existsSync(file)) ? NOTO_CJK_FAMILY : null;
}
