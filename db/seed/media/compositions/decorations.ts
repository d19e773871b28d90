import type { Random } from "../../random";

/**
 * Soft abstract shapes over a banner's gradient (translucent circles, a ring, a dot grid, a diagonal band), placed by
 * `random` so that no two banners look alike; kept to the right so the text on the left stays readable.
 */
export function bannerDecorations(random: Random, width: number, height: number, accent: string): string {
  const shapes: string[] = [];
  const big = Math.round(height * (0.45 + random.next() * 0.25));
  shapes.push(
    `<circle cx="${Math.round(width * (0.78 + random.next() * 0.15))}" cy="${Math.round(height * random.next() * 0.4)}" r="${big}" fill="#ffffff" fill-opacity="${(0.08 + random.next() * 0.08).toFixed(2)}"/>`,
  );
  shapes.push(
    `<circle cx="${Math.round(width * (0.6 + random.next() * 0.3))}" cy="${Math.round(height * (0.6 + random.next() * 0.35))}" r="${Math.round(height * 0.22)}" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${Math.round(height * 0.025)}"/>`,
  );
  const band = Math.round(width * (0.55 + random.next() * 0.2));
  shapes.push(
    `<polygon points="${band},0 ${band + Math.round(width * 0.12)},0 ${band - Math.round(width * 0.18)},${height} ${band - Math.round(width * 0.3)},${height}" fill="#ffffff" fill-opacity="0.06"/>`,
  );
  const gridX = Math.round(width * (0.72 + random.next() * 0.12));
  const gridY = Math.round(height * (0.12 + random.next() * 0.5));
  const step = Math.round(height * 0.045);
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 6; column += 1) {
      shapes.push(
        `<circle cx="${gridX + column * step}" cy="${gridY + row * step}" r="${Math.max(2, Math.round(step * 0.16))}" fill="${accent}" fill-opacity="0.75"/>`,
      );
    }
  }
  return shapes.join("");
}
