/**
 * `npm run bench:images [-- --images N] [-- --all-media]`: the image proxy, as production runs it, on real sample
 * originals.
 *
 * 1. Seeds the small sample data into an in-memory PGlite and picks N (default 200) of its sample images, spread over
 *    every kind (eye-catches, official images, logos, thumbnails, scenes, banners, avatars), and draws them into a
 *    local Netlify Blobs store on a temporary directory (drawing time and original bytes; with --all-media every one
 *    of them, which is what `npm run seed -- --media` costs).
 * 2. Serves the proxy's handler (server/media/image-proxy.ts) in a plain node:http server, as a warm function instance
 *    runs it, and asks for each picked image at 640 px wide, webp (`/_img?url=…&w=640&fm=webp&q=75&fit=cover`), from a
 *    client in another process: `cold` is each URL's first request (read from the store, decoded, resized, encoded);
 *    `warm` is the same URLs again. Locally there is no CDN, and the proxy keeps no cache of its own: a repeat is the
 *    same work again, helped only by libvips' operation cache and the OS's file cache. In production a repeat is
 *    answered by Netlify's durable CDN cache and never reaches the function; `cold` is the figure that matters there.
 *    Each at 1 client (one image's latency) and at 4 (a page loading its images).
 * 3. Bytes saved: the 640-px webp answers against the originals they were made from, overall and per kind.
 * Writes bench/results/images.json.
 */
import "../scripts/lib/runtime/check-node";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDatabase } from "../db/seed";
import { readSampleMediaJobs, type SampleMediaJob } from "../db/seed/media/sample-media-jobs";
import { openSingleConnectionTestDatabase } from "../db/testing";
import { handleImageProxyRequest } from "../server/media/image-proxy";
import { startLocalBlobsServer } from "../server/media/local-blobs-server";
import { localMediaStore } from "../server/media/media-store";
import { imageUrl } from "../src/lib/images/image-url";
import { drawMissingSampleMedia } from "../scripts/lib/sample-media/sample-media";
import { summarizeLatencies } from "./lib/latency-summary";
import { runClientLoad, type ClientAnswer, type ClientRequest } from "./lib/run-client-load";
import { serveHandler } from "./lib/serve-handler";
import { writeBenchResult } from "./lib/write-bench-result";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const WIDTH = 640;
const CONCURRENCIES = [1, 4];

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** Every `step`-th job of each kind, so that all kinds are in the sample in proportion (at least one of each). */
function spread(jobs: readonly SampleMediaJob[], count: number): SampleMediaJob[] {
  const byKind = groupBy(jobs, (job) => job.recipe.kind);
  return [...byKind.values()].flatMap((ofKind) => {
    const take = Math.max(1, Math.round((ofKind.length / jobs.length) * count));
    const step = ofKind.length / take;
    return Array.from({ length: Math.min(take, ofKind.length) }, (_, i) => ofKind[Math.floor(i * step)]!);
  });
}

function latency(answers: readonly ClientAnswer[], seconds: number) {
  return summarizeLatencies(
    answers.map((answer) => answer.ms),
    answers.filter((answer) => answer.status !== 200).length,
    seconds,
  );
}

const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 100) / 100;

async function main() {
  const count = Number(argument("images") ?? 200);
  const drawAll = process.argv.includes("--all-media");
  const database = await openSingleConnectionTestDatabase();
  const directory = mkdtempSync(path.join(os.tmpdir(), "mirai-bench-images-"));
  const blobs = await startLocalBlobsServer(directory);
  const store = localMediaStore(blobs);
  // other work on the machine shows in every figure: say how busy it was
  const result: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    loadAverage1m: os.loadavg()[0],
  };
  try {
    await seedDatabase(database.handle.db, { scale: "small" });
    const { jobs } = await readSampleMediaJobs(database.handle.db);
    const picked = spread(jobs, count);
    const drawn = await drawMissingSampleMedia(drawAll ? jobs : picked, store);
    result.sampleMedia = {
      imagesInSmallSeed: jobs.length,
      perKind: Object.fromEntries(
        [...groupBy(jobs, (job) => job.recipe.kind)].map(([kind, ofKind]) => [kind, ofKind.length]),
      ),
      drawn: drawn.drawn,
      drawSeconds: drawn.seconds,
      drawnMiB: megabytes(drawn.drawnBytes),
      msPerImage: Math.round((drawn.seconds * 1000 * 10) / drawn.drawn) / 10,
      japaneseText: drawn.japaneseText,
    };
    console.info(`sample media: ${JSON.stringify(result.sampleMedia)}`);

    const originals = new Map<string, number>();
    for (const job of picked) originals.set(job.key, (await store.get(job.key))!.bytes.byteLength);
    const server = await serveHandler((request) => handleImageProxyRequest(request, store));
    try {
      const requests: ClientRequest[] = picked.map((job) => ({
        url: `${server.url}${imageUrl(`/media/${job.key}`, { width: WIDTH, format: "webp" }, "proxy")}`,
        method: "GET",
        headers: { Accept: "image/avif,image/webp,*/*" },
      }));
      const runs: Record<string, unknown> = {};
      let answers: ClientAnswer[] = [];
      for (const concurrency of CONCURRENCIES) {
        // other URLs for the second run (quality 74), so that its cold requests are cold for libvips' cache too
        const quality = concurrency === 1 ? 75 : 74;
        const urls = requests.map((request) => ({ ...request, url: request.url.replace("&q=75&", `&q=${quality}&`) }));
        const cold = await runClientLoad(urls, concurrency, { bodies: false });
        const warm = await runClientLoad(urls, concurrency, { bodies: false });
        runs[`concurrency${concurrency}`] = {
          quality,
          cold: latency(cold.answers, cold.seconds),
          warm: latency(warm.answers, warm.seconds),
        };
        console.info(`${concurrency} client(s): cold ${JSON.stringify(latency(cold.answers, cold.seconds))}`);
        console.info(`${concurrency} client(s): warm ${JSON.stringify(latency(warm.answers, warm.seconds))}`);
        if (concurrency === 1) answers = cold.answers;
      }
      result.proxy = {
        images: picked.length,
        request: `/_img?url=/media/sample/…&w=${WIDTH}&fm=webp&q=75&fit=cover`,
        ...runs,
      };

      const saved = (keys: readonly number[]) => {
        const original = keys.reduce((sum, i) => sum + originals.get(picked[i]!.key)!, 0);
        const resized = keys.reduce((sum, i) => sum + answers[i]!.bytes, 0);
        return {
          originalKiB: Math.round(original / 1024),
          webp640KiB: Math.round(resized / 1024),
          savedPercent: Math.round((1 - resized / original) * 1000) / 10,
        };
      };
      const indexesByKind = groupBy(
        picked.map((_, i) => i),
        (i) => picked[i]!.recipe.kind,
      );
      result.bytes = {
        all: saved(picked.map((_, i) => i)),
        perKind: Object.fromEntries([...indexesByKind].map(([kind, indexes]) => [kind, saved(indexes)])),
      };
      console.info(`bytes: ${JSON.stringify(result.bytes)}`);
    } finally {
      await server.close();
    }
  } finally {
    await blobs.stop();
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  }
  writeBenchResult("images", "proxy", result);
}

void main();
