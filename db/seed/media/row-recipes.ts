import { createHash } from "node:crypto";
import type { EventCategoryValue } from "../../schema/events";
import { clipNumber } from "./compositions/video-thumbnail";
import { AVATAR_VARIANTS, SCENE_VARIANTS, type SampleRecipe, type SceneName } from "./sample-recipes";

/**
 * The recipe of each sample image from the facts of its row, one function per image field. The seed (attach-sample-
 * media.ts) and the renderer (sample-media-jobs.ts, reading the same rows back) both call these.
 */

type CompanyFields = { name: string; namePronunciation: string; businessCategoryId: number };

export function companyLogoRecipe(company: CompanyFields): SampleRecipe {
  return {
    kind: "logo",
    name: company.name,
    reading: company.namePronunciation,
    categoryIndex: company.businessCategoryId - 1,
  };
}

export function companyImageRecipe(company: CompanyFields, categoryName: string): SampleRecipe {
  return {
    kind: "company-image",
    name: company.name,
    reading: company.namePronunciation,
    categoryName,
    categoryIndex: company.businessCategoryId - 1,
  };
}

/** A fair the site hosts (no host company) wears the site's colours. */
export function eyeCatchRecipe(
  event: { title: string; category: EventCategoryValue },
  host: { name: string; businessCategoryId: number } | null,
): SampleRecipe {
  return {
    kind: "eye-catch",
    title: event.title,
    category: event.category,
    companyName: host?.name ?? null,
    categoryIndex: host ? host.businessCategoryId - 1 : null,
  };
}

type VideoFields = { title: string; videoUrl: string; durationSeconds: number };

export function videoThumbnailRecipe(
  kind: "bundle-thumbnail" | "short-thumbnail",
  video: VideoFields,
  companyName: string,
): SampleRecipe {
  return {
    kind,
    title: video.title,
    companyName,
    clip: clipNumber(video.videoUrl),
    durationSeconds: video.durationSeconds,
  };
}

export function bannerRecipe(title: string, subtitle: string): SampleRecipe {
  return { kind: "banner", title, subtitle };
}

/** A partner site's logo: drawn like a company's, in a palette chosen by its id. */
export function siteLogoRecipe(site: { id: number; name: string }): SampleRecipe {
  return { kind: "logo", name: site.name, reading: site.name, categoryIndex: (site.id * 3) % 14 };
}

/** One of the shared avatars, the same one for a student on every seed. */
export function avatarRecipe(userId: string): SampleRecipe {
  return {
    kind: "avatar",
    variant: Number.parseInt(createHash("sha256").update(userId).digest("hex").slice(0, 6), 16) % AVATAR_VARIANTS,
  };
}

export function sceneRecipe(scene: SceneName, rowId: number): SampleRecipe {
  return { kind: "scene", scene, variant: rowId % SCENE_VARIANTS };
}
