import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The stars of a rating must stay readable: pa11y (HTML_CodeSniffer) reads the ★/☆ glyphs as text and asks 4.5:1
 * against the background they sit on (WCAG 1.4.3), which is more than the 3:1 of non-text contrast (1.4.11). The
 * colours are read from the stylesheets as shipped, so lightening a token or the rule fails here.
 */
const root = path.resolve(__dirname, "../../../..");
const globalCss = readFileSync(path.join(root, "src/styles/global.css"), "utf8");
const reviewsCss = readFileSync(path.join(root, "src/features/reviews/components/reviews.module.css"), "utf8");

/** The value of a custom property in global.css's first :root block (the light, default one). */
function token(name: string): string {
  const rootBlock = /:root\s*{([^}]*)}/.exec(globalCss)?.[1] ?? "";
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(rootBlock)?.[1]?.trim();
  if (!value) throw new Error(`${name} is not defined in global.css`);
  return value;
}

/** A colour of a rule of reviews.module.css, with var(--x) resolved through global.css. */
function ruleProperty(selector: string, property: string): string {
  const body = new RegExp(`(?:^|\\n)${selector.replace(".", "\\.")}\\s*{([^}]*)}`).exec(reviewsCss)?.[1];
  const value = body && new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
  if (!value) throw new Error(`${selector} has no ${property}`);
  const variable = /^var\((--[\w-]+)\)$/.exec(value);
  return variable ? token(variable[1]!) : value;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(match[1]!.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("rating star contrast", () => {
  it("computes WCAG contrast as pa11y does (the old unfilled grey was 1.41:1 on white)", () => {
    expect(contrast("#d3dae1", "#ffffff")).toBeCloseTo(1.41, 2);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
  });

  // the stars sit on review cards and the summary panel (both --color-surface); the page background to be safe
  const backgrounds = [
    ["card", ruleProperty(".card", "background")],
    ["summary", ruleProperty(".summary", "background")],
    ["page", token("--color-bg")],
  ] as const;

  it.each(backgrounds)("unfilled and filled stars contrast at least 4.5:1 with the %s background", (_where, bg) => {
    expect(contrast(ruleProperty(".starsOff", "color"), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ruleProperty(".stars", "color"), bg)).toBeGreaterThanOrEqual(4.5);
  });
});
