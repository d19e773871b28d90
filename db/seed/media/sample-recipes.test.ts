import { latinInitial } from "./latin-initial";
import { poolRecipeFromPath, recipeHash, sampleMediaPath, type SampleRecipe } from "./sample-recipes";

const logo: SampleRecipe = {
  kind: "logo",
  name: "株式会社ミライ製作所",
  reading: "ミライセイサクショ",
  categoryIndex: 0,
};

describe("sample image paths", () => {
  it("name the row and the hash of what the picture shows", () => {
    expect(sampleMediaPath(logo, 7)).toMatch(/^\/media\/sample\/logos\/7-[0-9a-f]{8}\.png$/);
    expect(
      sampleMediaPath(
        { kind: "eye-catch", title: "説明会", category: "seminar", companyName: null, categoryIndex: null },
        12,
      ),
    ).toMatch(/^\/media\/sample\/eye-catches\/12-[0-9a-f]{8}\.jpg$/);
  });

  it("are the same for the same recipe and differ when anything shown differs", () => {
    expect(sampleMediaPath(logo, 7)).toBe(sampleMediaPath({ ...logo }, 7));
    expect(recipeHash({ ...logo, name: "株式会社ミライ商事" })).not.toBe(recipeHash(logo));
    expect(recipeHash({ ...logo, categoryIndex: 1 })).not.toBe(recipeHash(logo));
  });

  it("give the shared pools' recipes back from the path alone", () => {
    const scene: SampleRecipe = { kind: "scene", scene: "workshop", variant: 4 };
    const avatar: SampleRecipe = { kind: "avatar", variant: 17 };
    expect(poolRecipeFromPath(sampleMediaPath(scene))).toEqual(scene);
    expect(poolRecipeFromPath(sampleMediaPath(avatar))).toEqual(avatar);
    expect(poolRecipeFromPath(sampleMediaPath(logo, 7))).toBeNull();
    expect(poolRecipeFromPath("/media/sample/scenes/garden-1-0123abcd.jpg")).toBeNull();
  });
});

describe("latinInitial", () => {
  it("gives the Latin letter of a reading's first kana", () => {
    expect(latinInitial("ミライ")).toBe("M");
    expect(latinInitial("シンワ")).toBe("S");
    expect(latinInitial("ジェイ")).toBe("J");
    expect(latinInitial("フジ")).toBe("F");
    expect(latinInitial("株式会社アオバ")).toBe("A");
    expect(latinInitial("Mirai")).toBe("M");
  });
});
