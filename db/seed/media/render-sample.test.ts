import sharp from "sharp";
import { composeSample } from "./compose-sample";
import { renderSample } from "./render-sample";
import type { SampleRecipe } from "./sample-recipes";

jest.setTimeout(30_000);

const RECIPES: readonly [SampleRecipe, number, number, string][] = [
  [{ kind: "logo", name: "株式会社ミライ製作所", reading: "ミライ", categoryIndex: 0 }, 400, 400, "png"],
  [
    {
      kind: "company-image",
      name: "株式会社ミライ製作所",
      reading: "ミライ",
      categoryName: "メーカー",
      categoryIndex: 0,
    },
    1600,
    900,
    "jpeg",
  ],
  [
    {
      kind: "eye-catch",
      title: "【27卒】夏の5日間実践型インターンシップ",
      category: "internship",
      companyName: "株式会社ミライ製作所",
      categoryIndex: 0,
    },
    1280,
    720,
    "jpeg",
  ],
  [
    { kind: "eye-catch", title: "合同企業説明会", category: "gosetsu", companyName: null, categoryIndex: null },
    1280,
    720,
    "jpeg",
  ],
  [{ kind: "banner", title: "若手社員の1日に密着", subtitle: "動画特集" }, 1280, 720, "jpeg"],
  [
    {
      kind: "bundle-thumbnail",
      title: "研究開発職ってどんな仕事？",
      companyName: "株式会社ミライ製作所",
      clip: 2,
      durationSeconds: 90,
    },
    1280,
    720,
    "jpeg",
  ],
  [
    {
      kind: "short-thumbnail",
      title: "30秒でわかるオフィス紹介",
      companyName: "株式会社ミライ製作所",
      clip: 3,
      durationSeconds: 30,
    },
    720,
    1280,
    "jpeg",
  ],
  [{ kind: "scene", scene: "presentation", variant: 2 }, 1200, 800, "jpeg"],
  [{ kind: "avatar", variant: 5 }, 256, 256, "png"],
];

describe("renderSample", () => {
  it.each(RECIPES.map(([recipe, width, height, format]) => [recipe.kind, recipe, width, height, format] as const))(
    "draws a %s as a real image of its declared size and type",
    async (_kind, recipe, width, height, format) => {
      const image = await renderSample(recipe, { japaneseFamily: "Noto Sans CJK JP" });
      expect([image.width, image.height, image.contentType]).toEqual([width, height, `image/${format}`]);
      const metadata = await sharp(image.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, width, height]);
    },
  );

  it("draws the same bytes for the same recipe", async () => {
    const [recipe] = RECIPES[2]!;
    const text = { japaneseFamily: null };
    expect((await renderSample(recipe, text)).bytes.equals((await renderSample(recipe, text)).bytes)).toBe(true);
  });

  it("writes only Latin letters when no Japanese font was found", () => {
    for (const [recipe] of RECIPES) {
      const texts = [
        ...composeSample(recipe, { japaneseFamily: null }).svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g),
      ].map((match) => match[1]!);
      expect([recipe.kind, texts.join("").match(/[^\u0020-\u007e]/g)]).toEqual([recipe.kind, null]);
    }
  });

  it("writes the company's and the event's Japanese text with a Japanese font", () => {
    const svg = composeSample(RECIPES[2]![0], { japaneseFamily: "Noto Sans CJK JP" }).svg;
    expect(svg).toContain("株式会社ミライ製作所");
    expect(svg).toContain("インターンシップ");
    expect(svg).toContain('font-family="Noto Sans CJK JP"');
  });
});
