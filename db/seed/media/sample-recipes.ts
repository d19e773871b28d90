import { createHash } from "node:crypto";
import type { EventCategoryValue } from "../../schema/events";

/** Bump when a composition changes: every sample key changes with it, so no cache keeps an old picture. */
export const SAMPLE_MEDIA_VERSION = 1;

export const SCENES = ["office", "meeting", "workshop", "presentation", "talk"] as const;
export type SceneName = (typeof SCENES)[number];
export const SCENE_VARIANTS = 6;
export const AVATAR_VARIANTS = 24;

/** What one sample image shows: everything its picture is drawn from. */
export type SampleRecipe =
  | { kind: "logo"; name: string; reading: string; categoryIndex: number }
  | { kind: "company-image"; name: string; reading: string; categoryName: string; categoryIndex: number }
  /** categoryIndex null: a fair the site itself hosts (its colours) */
  | {
      kind: "eye-catch";
      title: string;
      category: EventCategoryValue;
      companyName: string | null;
      categoryIndex: number | null;
    }
  | { kind: "banner"; title: string; subtitle: string }
  | { kind: "bundle-thumbnail"; title: string; companyName: string; clip: number; durationSeconds: number }
  | { kind: "short-thumbnail"; title: string; companyName: string; clip: number; durationSeconds: number }
  | { kind: "scene"; scene: SceneName; variant: number }
  | { kind: "avatar"; variant: number };
export type SampleKind = SampleRecipe["kind"];

/** Folder and file type of each kind under `/media/sample/`. */
export const SAMPLE_KIND_FILES: Readonly<Record<SampleKind, { folder: string; extension: "jpg" | "png" }>> = {
  logo: { folder: "logos", extension: "png" },
  "company-image": { folder: "company-images", extension: "jpg" },
  "eye-catch": { folder: "eye-catches", extension: "jpg" },
  banner: { folder: "banners", extension: "jpg" },
  "bundle-thumbnail": { folder: "video-thumbnails", extension: "jpg" },
  "short-thumbnail": { folder: "short-video-thumbnails", extension: "jpg" },
  scene: { folder: "scenes", extension: "jpg" },
  avatar: { folder: "avatars", extension: "png" },
};

export const SAMPLE_MEDIA_PREFIX = "/media/sample/";

/** Eight hex digits of what the picture shows: a changed recipe or composition gives a new URL. */
export function recipeHash(recipe: SampleRecipe): string {
  return createHash("sha256")
    .update(`${SAMPLE_MEDIA_VERSION}:${JSON.stringify(recipe)}`)
    .digest("hex")
    .slice(0, 8);
}

/**
 * The site path of a sample image: `/media/sample/{folder}/{name}-{hash}.{ext}`, where `name` is the row id for
 * images of one row, and scene-variant or the variant for the shared pools (scenes, avatars).
 */
export function sampleMediaPath(recipe: SampleRecipe, rowId?: number): string {
  const { folder, extension } = SAMPLE_KIND_FILES[recipe.kind];
  const name =
    recipe.kind === "scene"
      ? `${recipe.scene}-${recipe.variant}`
      : recipe.kind === "avatar"
        ? String(recipe.variant)
        : String(rowId);
  return `${SAMPLE_MEDIA_PREFIX}${folder}/${name}-${recipeHash(recipe)}.${extension}`;
}

const POOL_PATH = /^\/media\/sample\/(scenes|avatars)\/(?:([a-z]+)-)?(\d+)-[0-9a-f]{8}\.(?:jpg|png)$/;

/** The recipe of a shared-pool image from its path alone (its name says all it shows), else null. */
export function poolRecipeFromPath(path: string): SampleRecipe | null {
  const match = POOL_PATH.exec(path);
  if (!match) return null;
  const variant = Number(match[3]);
  if (match[1] === "avatars") return match[2] === undefined ? { kind: "avatar", variant } : null;
  const scene = SCENES.find((name) => name === match[2]);
  return scene ? { kind: "scene", scene, variant } : null;
}
