/** One sample picture before rendering: an SVG document and the file it becomes. */
export type Composition = { svg: string; width: number; height: number; format: "jpeg" | "png" };

/** How text is drawn: with a Japanese font family, or (none found) in Latin letters only. */
export type TextStyle = { japaneseFamily: string | null };

/** Latin text needs no Japanese font: DejaVu or Liberation, whatever fontconfig has. */
export const LATIN_FAMILY = "DejaVu Sans, Liberation Sans, sans-serif";

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
