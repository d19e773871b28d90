import { createRandom } from "../random";
import { avatarComposition } from "./compositions/avatar";
import { bannerComposition } from "./compositions/banner";
import { companyImageComposition } from "./compositions/company-image";
import { eyeCatchComposition } from "./compositions/eye-catch";
import { logoComposition } from "./compositions/logo";
import { sceneComposition } from "./compositions/scene";
import type { Composition, TextStyle } from "./compositions/types";
import { bundleThumbnailComposition, shortThumbnailComposition } from "./compositions/video-thumbnail";
import { recipeHash, type SampleRecipe } from "./sample-recipes";

/** The picture of a recipe, its shapes placed by a random stream seeded with the recipe's own hash. */
export function composeSample(recipe: SampleRecipe, text: TextStyle): Composition {
  const random = createRandom(Number.parseInt(recipeHash(recipe), 16));
  switch (recipe.kind) {
    case "logo":
      return logoComposition(recipe, random, text);
    case "company-image":
      return companyImageComposition(recipe, random, text);
    case "eye-catch":
      return eyeCatchComposition(recipe, random, text);
    case "banner":
      return bannerComposition(recipe, random, text);
    case "bundle-thumbnail":
      return bundleThumbnailComposition(recipe, text);
    case "short-thumbnail":
      return shortThumbnailComposition(recipe, text);
    case "scene":
      return sceneComposition(recipe, random);
    case "avatar":
      return avatarComposition(recipe, random);
  }
}
