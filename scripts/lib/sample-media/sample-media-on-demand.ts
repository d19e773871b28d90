import { createDb, type DbHandle } from "../../../db/client";
import { findJapaneseFontFamily } from "../../../db/seed/media/cjk-font";
import { renderSample } from "../../../db/seed/media/render-sample";
import type { SampleRecipe } from "../../../db/seed/media/sample-recipes";
import { readSampleMediaJobs } from "../../../db/seed/media/sample-media-jobs";
import { IMAGE_PROXY_PATH } from "../../../core/images/image-rules";
import { mediaKeyFromPath } from "../../../server/media/media-path";
import type { MediaStore } from "../../../server/media/media-store";

/** How often the rows are read again for a sample key they did not name (a reseed while the server runs). */
const JOBS_REREAD_MS = 5_000;

/** The sample image a request needs: `/media/sample/…` itself, or the source of `/_img?url=/media/sample/…`. */
export function sampleKeyOfRequest(requestUrl: string): string | null {
  const url = new URL(requestUrl, "http://localhost");
  const path = url.pathname === IMAGE_PROXY_PATH ? url.searchParams.get("url") : url.pathname;
  const key = path === null ? null : mediaKeyFromPath(path);
  return key?.startsWith("sample/") ? key : null;
}

export type SampleMediaOnDemand = {
  /** Draws the sample image `requestUrl` needs into the store if it is not there yet; resolves when it is. */
  prepare(requestUrl: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * For the local server: a sample image is drawn the first time something asks for it, so `npm start` and the browser
 * tests start without drawing 2,600 pictures (≈ 40 s on two cores, docs/decisions/sample-media.md) and a page's
 * images cost a few tens of milliseconds each, once. Recipes come from the database's rows (sample-media-jobs.ts);
 * what the store already holds is listed once. Never part of a deploy: there the store holds what was put into it.
 */
export function sampleMediaOnDemand(options: { databaseUrl: string; store: MediaStore }): SampleMediaOnDemand {
  let database: DbHandle | undefined;
  let present: Promise<Set<string>> | undefined;
  let recipes: Promise<Map<string, SampleRecipe>> | undefined;
  let recipesReadAt = 0;
  const drawing = new Map<string, Promise<void>>();
  const text = { japaneseFamily: findJapaneseFontFamily() };

  const readRecipes = () => {
    database ??= createDb(options.databaseUrl, { max: 1 });
    recipesReadAt = Date.now();
    recipes = readSampleMediaJobs(database.db).then(({ jobs }) => new Map(jobs.map((job) => [job.key, job.recipe])));
    return recipes;
  };
  const recipeOf = async (key: string) => {
    const known = (await (recipes ?? readRecipes())).get(key);
    if (known || Date.now() - recipesReadAt < JOBS_REREAD_MS) return known;
    return (await readRecipes()).get(key);
  };
  const draw = async (key: string) => {
    const recipe = await recipeOf(key);
    if (!recipe) return; // no row names it: the function answers 404
    const image = await renderSample(recipe, text);
    await options.store.put(key, image.bytes, {
      contentType: image.contentType,
      width: image.width,
      height: image.height,
    });
    (await present)?.add(key);
  };

  return {
    async prepare(requestUrl) {
      const key = sampleKeyOfRequest(requestUrl);
      if (!key) return;
      present ??= options.store.list("sample/").then((keys) => new Set(keys));
      if ((await present).has(key)) return;
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(key)
          .catch((error: unknown) => console.warn(`サンプル画像 ${key} を描けませんでした`, error))
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      await pending;
    },
    async close() {
      await Promise.allSettled(drawing.values());
      await database?.close();
    },
  };
}
