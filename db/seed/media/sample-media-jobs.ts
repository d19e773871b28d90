import { sql } from "drizzle-orm";
import { MEDIA_PATH_PREFIX } from "../../../core/images/image-rules";
import type { Db } from "../../client";
import type { EventCategoryValue } from "../../schema/events";
import { allImageUrlsSql } from "./image-columns";
import {
  bannerRecipe,
  companyImageRecipe,
  companyLogoRecipe,
  eyeCatchRecipe,
  siteLogoRecipe,
  videoThumbnailRecipe,
} from "./row-recipes";
import { poolRecipeFromPath, SAMPLE_KIND_FILES, SAMPLE_MEDIA_PREFIX, type SampleRecipe } from "./sample-recipes";

/** One sample image to draw: its store key (its path without /media/) and what it shows. */
export type SampleMediaJob = { key: string; recipe: SampleRecipe };

type Rows<T> = { rows: T[] };

/**
 * The sample images the database names, each with its recipe rebuilt from the rows that name it: whatever the store
 * lost can be drawn again without seeding again. `unknown`: sample paths no row explains (none after a seed).
 */
export async function readSampleMediaJobs(db: Db): Promise<{ jobs: SampleMediaJob[]; unknown: string[] }> {
  const recipes = new Map<string, SampleRecipe>();
  /** Only a recipe of the kind the path's folder names: a fair's feature event shows the fair's eye-catch, not a banner. */
  const add = (path: string | null, recipe: () => SampleRecipe) => {
    if (!path?.startsWith(SAMPLE_MEDIA_PREFIX) || recipes.has(path)) return;
    const made = recipe();
    if (path.startsWith(`${SAMPLE_MEDIA_PREFIX}${SAMPLE_KIND_FILES[made.kind].folder}/`)) recipes.set(path, made);
  };
  const read = async <T>(query: string) => ((await db.execute(sql.raw(query))) as unknown as Rows<T>).rows;

  type Company = {
    name: string;
    namePronunciation: string;
    businessCategoryId: number;
    categoryName: string;
    logo: string | null;
    image: string | null;
  };
  for (const c of await read<Company>(`select c.name, c.name_pronunciation as "namePronunciation", c.business_category_id as "businessCategoryId",
      b.name as "categoryName", c.square_logo_url as logo, c.official_image_url as image
      from companies c join business_categories b on b.id = c.business_category_id`)) {
    add(c.logo, () => companyLogoRecipe(c));
    add(c.image, () => companyImageRecipe(c, c.categoryName));
  }
  type Event = {
    title: string;
    category: EventCategoryValue;
    url: string | null;
    hostName: string | null;
    hostCategoryId: number | null;
  };
  for (const e of await read<Event>(`select e.title, e.category, e.eye_catch_image_url as url, c.name as "hostName", c.business_category_id as "hostCategoryId"
      from events e left join companies c on c.id = e.host_company_id`)) {
    add(e.url, () =>
      eyeCatchRecipe(e, e.hostName === null ? null : { name: e.hostName, businessCategoryId: e.hostCategoryId! }),
    );
  }
  type Video = {
    title: string;
    videoUrl: string;
    durationSeconds: number;
    url: string | null;
    companyName: string | null;
  };
  for (const [table, kind] of [
    ["video_bundles", "bundle-thumbnail"],
    ["short_videos", "short-thumbnail"],
  ] as const) {
    for (const v of await read<Video>(`select v.title, v.video_url as "videoUrl", v.duration_seconds as "durationSeconds", v.thumbnail_url as url,
        c.name as "companyName" from ${table} v left join companies c on c.id = v.company_id`)) {
      add(v.url, () => videoThumbnailRecipe(kind, v, v.companyName ?? ""));
    }
  }
  for (const f of await read<{ title: string; description: string; url: string | null }>(
    `select title, description, image_url as url from feature_videos`,
  )) {
    add(f.url, () => bannerRecipe(f.title, f.description));
  }
  for (const f of await read<{ title: string; url: string | null }>(
    `select title, image_url as url from feature_events`,
  ))
    add(f.url, () => bannerRecipe(f.title, "特集"));
  for (const p of await read<{ title: string; url: string | null }>(`select title, image_url as url from popups`))
    add(p.url, () => bannerRecipe(p.title, "ミライキャリア"));
  for (const site of await read<{ id: number; name: string; url: string | null }>(
    `select id, name, square_logo_url as url from cooperating_sites`,
  )) {
    add(site.url, () => siteLogoRecipe(site));
  }

  const unknown: string[] = [];
  for (const { url } of await read<{ url: string }>(allImageUrlsSql())) {
    if (!url.startsWith(SAMPLE_MEDIA_PREFIX) || recipes.has(url)) continue;
    const pooled = poolRecipeFromPath(url);
    if (pooled) recipes.set(url, pooled);
    else unknown.push(url);
  }
  return {
    jobs: [...recipes].map(([path, recipe]) => ({ key: path.slice(MEDIA_PATH_PREFIX.length), recipe })),
    unknown,
  };
}
