/** Text for the sample images' SVG: escaping, a rough width measure and Japanese line breaking. */

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** Width in em: full-width characters 1, narrow (ASCII, half-width kana) about 0.55. Good enough to wrap titles. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u0020-\u007e\uff61-\uff9f]/.test(char) ? 0.55 : 1;
  return width;
}

/** Characters a Japanese line may not start with (closing brackets, small kana, punctuation, the long vowel mark). */
const NO_LINE_START = new Set([..."）」』】〕〉》、。，．・：；！？ーぁぃぅぇぉっゃゅょァィゥェォッャュョ)]!?,.:;"]);
/** Characters a line may not end with (opening brackets). */
const NO_LINE_END = new Set([..."（「『【〔〈《([ "]);

/**
 * `text` broken into at most `maxLines` lines of at most `maxEm` em, at any character as Japanese allows (after a space
 * or a pause mark in the second half of the line when there is one), keeping brackets and punctuation with their neighbours; the last line ends in … when the text does not fit.
 */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const lines = wrapGreedy(text, maxEm, maxLines);
  if (lines.length < 2 || lines[lines.length - 1]!.endsWith("…")) return lines;
  // balance the lines (no lone word on the last one): the narrowest column that still needs no more lines
  const balanced = wrapGreedy(text, Math.min(maxEm, Math.ceil(textWidthEm(text) / lines.length) + 1), maxLines);
  return balanced.length === lines.length && !balanced[balanced.length - 1]!.endsWith("…") ? balanced : lines;
}

function wrapGreedy(text: string, maxEm: number, maxLines: number): string[] {
  const chars = [...text.trim()];
  const lines: string[] = [];
  let line: string[] = [];
  let width = 0;
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    const charWidth = textWidthEm(char);
    if (width + charWidth > maxEm && line.length > 0) {
      // move a forbidden line end, or the character before a forbidden line start, down to the next line
      let carry: string[] = [];
      const pause = Math.max(...[" ", "、", "。", "！", "？", "）", "】"].map((mark) => line.lastIndexOf(mark)));
      if (pause >= line.length * 0.5 && pause < line.length - 1) carry = line.splice(pause + 1);
      else if (NO_LINE_START.has(char) && line.length > 1) carry = line.splice(-1);
      while (line.length > 1 && NO_LINE_END.has(line[line.length - 1]!)) carry = [...line.splice(-1), ...carry];
      lines.push(line.join("").trimEnd());
      line = carry;
      width = textWidthEm(carry.join(""));
      if (lines.length === maxLines) break;
    }
    if (line.length === 0 && char === " ") continue;
    line.push(char);
    width += charWidth;
  }
  if (lines.length < maxLines && line.length > 0) lines.push(line.join("").trimEnd());
  const consumed = lines.join("").replace(/\s/g, "").length;
  if (consumed < text.replace(/\s/g, "").length && lines.length > 0) {
    const last = [...lines[lines.length - 1]!];
    while (last.length > 0 && textWidthEm(last.join("")) + 1 > maxEm) last.pop();
    lines[lines.length - 1] = `${last.join("")}…`;
  }
  return lines;
}

/** SVG <text> lines, the first baseline at `y`. */
export function textLines(
  lines: readonly string[],
  options: {
    x: number;
    y: number;
    size: number;
    lineHeight?: number;
    weight?: number;
    fill: string;
    family: string;
    anchor?: "start" | "middle" | "end";
    opacity?: number;
  },
): string {
  const lineHeight = options.lineHeight ?? 1.35;
  const attributes = [
    `font-family="${escapeXml(options.family)}"`,
    `font-size="${options.size}"`,
    `font-weight="${options.weight ?? 400}"`,
    `fill="${options.fill}"`,
    options.anchor ? `text-anchor="${options.anchor}"` : "",
    options.opacity !== undefined ? `fill-opacity="${options.opacity}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return lines
    .map(
      (line, i) =>
        `<text x="${options.x}" y="${Math.round(options.y + i * options.size * lineHeight)}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join("");
}
