import os from "node:os";
import type { Db } from "../../../db/client";
import { findJapaneseFontFamily } from "../../../db/seed/media/cjk-font";
import type { TextStyle } from "../../../db/seed/media/compositions/types";
import { renderSample } from "../../../db/seed/media/render-sample";
import { readSampleMediaJobs, type SampleMediaJob } from "../../../db/seed/media/sample-media-jobs";
import { openMediaStore, type MediaStore } from "../../../server/media/media-store";

export type SampleMediaSummary = {
  /** sample images the database names */
  images: number;
  /** drawn now (missing from the store) */
  drawn: number;
  /** bytes of the images drawn now */
  drawnBytes: number;
  seconds: number;
  /** drawn with a Japanese font (else shapes and Latin letters) */
  japaneseText: boolean;
};

/**
 * Draws each job whose key the store lacks and puts it there with its content type and size; keys already there are
 * kept (a key names one picture for good: sample-recipes.ts). `concurrency` drawings at a time (sharp uses the cores).
 */
export async function drawMissingSampleMedia(
  jobs: readonly SampleMediaJob[],
  store: MediaStore,
  options: { concurrency?: number; text?: TextStyle } = {},
): Promise<SampleMediaSummary> {
  const started = performance.now();
  const text = options.text ?? { japaneseFamily: findJapaneseFontFamily() };
  const present = new Set(await store.list("sample/"));
  const missing = jobs.filter((job) => !present.has(job.key));
  let next = 0;
  let drawnBytes = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      const image = await renderSample(job.recipe, text);
      await store.put(job.key, image.bytes, {
        contentType: image.contentType,
        width: image.width,
        height: image.height,
      });
      drawnBytes += image.bytes.byteLength;
    }
  };
  const concurrency = options.concurrency ?? Math.max(1, Math.min(4, os.availableParallelism()));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    images: jobs.length,
    drawn: missing.length,
    drawnBytes,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    japaneseText: text.japaneseFamily !== null,
  };
}

/** Makes sure every sample image the database names is in the store (after a seed, or when the store was emptied). */
export async function ensureSampleMedia(db: Db, store: MediaStore): Promise<SampleMediaSummary> {
  const { jobs, unknown } = await readSampleMediaJobs(db);
  if (unknown.length > 0)
    console.warn(
      `サンプル画像 ${unknown.length} 件は描き方が分かりません（例: ${unknown[0]}）。\`npm run seed\` で入れ直してください。`,
    );
  return drawMissingSampleMedia(jobs, store);
}

export function describeSampleMedia(summary: SampleMediaSummary): string {
  const font = summary.japaneseText
    ? ""
    : "（日本語フォントが見つからないため図形と英字のみ。Debian: apt-get install fonts-noto-cjk）";
  if (summary.drawn === 0) return `サンプル画像 ${summary.images} 枚はメディアストアにあります`;
  return `サンプル画像 ${summary.drawn} / ${summary.images} 枚を描きました (${summary.seconds} 秒, ${(summary.drawnBytes / 1_048_576).toFixed(1)} MiB)${font}`;
}

/** `ensureSampleMedia` on the store the environment names (locally @netlify/dev's blobs directory), with one line said. */
export async function ensureSampleMediaInStore(db: Db): Promise<SampleMediaSummary> {
  const media = await openMediaStore();
  try {
    const summary = await ensureSampleMedia(db, media.store);
    console.info(describeSampleMedia(summary));
    return summary;
  } finally {
    await media.close();
  }
}
