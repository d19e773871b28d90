import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { z } from "zod";
import { LOCAL_BLOBS_SITE_ID, startLocalBlobsServer } from "./local-blobs-server";

/** Facts kept beside each original: what the proxy and the build need without reading the bytes. */
export const mediaMetadataSchema = z.object({
  contentType: z.string().min(1),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type MediaMetadata = z.infer<typeof mediaMetadataSchema>;

export type MediaObject = { bytes: Uint8Array; metadata: MediaMetadata };

/** Where originals (uploaded or sample images) live, by key (`sample/companies/7/logo-0a1b2c3d.png`). */
export interface MediaStore {
  /** null when there is no such key */
  get(key: string): Promise<MediaObject | null>;
  put(key: string, bytes: Uint8Array, metadata: MediaMetadata): Promise<void>;
  /** every key starting with `prefix` */
  list(prefix?: string): Promise<string[]>;
}

export const MEDIA_STORE_NAME = "media";

/** A MediaStore over one Netlify Blobs store (production, @netlify/dev's local blobs server, or our own). */
export function blobsMediaStore(store: Store): MediaStore {
  return {
    async get(key) {
      const entry = await store.getWithMetadata(key, { type: "arrayBuffer" });
      if (!entry) return null;
      const metadata = mediaMetadataSchema.safeParse(entry.metadata);
      return {
        bytes: new Uint8Array(entry.data),
        // an entry written without metadata (by hand) is served as bytes of unknown type
        metadata: metadata.success ? metadata.data : { contentType: "application/octet-stream" },
      };
    },
    async put(key, bytes, metadata) {
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      await store.set(key, copy.buffer, { metadata });
    },
    async list(prefix) {
      const { blobs } = await store.list(prefix === undefined ? {} : { prefix });
      return blobs.map((blob) => blob.key);
    },
  };
}

export const mediaStoreEnvSchema = z.object({
  /** set by Netlify in every function, and by @netlify/dev (`blobs` enabled) in the local server's functions */
  NETLIFY_BLOBS_CONTEXT: z.string().min(1).optional(),
  /** outside a function (seed, bench, tests): the local blobs directory, by default the one @netlify/dev serves */
  MEDIA_BLOBS_DIRECTORY: z.string().min(1).optional(),
});
export type MediaStoreEnv = z.infer<typeof mediaStoreEnvSchema>;

export function readMediaStoreEnv(env: NodeJS.ProcessEnv = process.env): MediaStoreEnv {
  return mediaStoreEnvSchema.parse(env);
}

/** @netlify/dev keeps its blobs here (`NetlifyDev` with `blobs: { enabled: true }`, docs/netlify-dev.md). */
export function defaultLocalBlobsDirectory(projectRoot = process.cwd()): string {
  return path.join(projectRoot, ".netlify", "blobs-serve");
}

/** Inside a function: the store of the environment's blobs context (Netlify, or @netlify/dev locally). */
export function contextMediaStore(): MediaStore {
  return blobsMediaStore(getStore({ name: MEDIA_STORE_NAME }));
}

export type OpenedMediaStore = { store: MediaStore; close(): Promise<void> };

/** A store on a local blobs server (ours, or @netlify/dev's): the site ID @netlify/dev uses, so both see one store. */
export function localMediaStore(server: { edgeURL: string; token: string }): MediaStore {
  return blobsMediaStore(
    getStore({ name: MEDIA_STORE_NAME, siteID: LOCAL_BLOBS_SITE_ID, token: server.token, edgeURL: server.edgeURL }),
  );
}

/**
 * The media store this process should use, chosen by the environment: the blobs context when there is one (a
 * function, or a script run by Netlify's build), else a blobs server of our own on the local blobs directory
 * (`MEDIA_BLOBS_DIRECTORY`, by default @netlify/dev's `.netlify/blobs-serve`), stopped by close().
 */
export async function openMediaStore(env: MediaStoreEnv = readMediaStoreEnv()): Promise<OpenedMediaStore> {
  if (env.NETLIFY_BLOBS_CONTEXT) return { store: contextMediaStore(), close: async () => {} };
  const server = await startLocalBlobsServer(env.MEDIA_BLOBS_DIRECTORY ?? defaultLocalBlobsDirectory());
  return { store: localMediaStore(server), close: () => server.stop() };
}
