import type { ImageFormat } from "../../core/images/image-rules";

export type OutputFormat = Exclude<ImageFormat, "auto">;

export const OUTPUT_CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** Whether the Accept header names `type` with a quality above zero (`image/avif;q=0` refuses it). */
function accepts(accept: string, type: string): boolean {
  return accept.split(",").some((part) => {
    const [name, ...params] = part
      .trim()
      .split(";")
      .map((piece) => piece.trim().toLowerCase());
    if (name !== type) return false;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The format to answer with: the one asked for, or for `auto` the best the browser takes (avif, webp, else jpeg). */
export function negotiateFormat(requested: ImageFormat, accept: string | null): OutputFormat {
  if (requested !== "auto") return requested;
  const header = accept ?? "";
  if (accepts(header, "image/avif")) return "avif";
  if (accepts(header, "image/webp")) return "webp";
  return "jpeg";
}
