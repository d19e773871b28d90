import { randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";

/**
 * The résumé PDFs: a Netlify Blobs store of its own, `resumes`, that no function serves publicly (the `media` store
 * is public through /media/*; this one is read only by the authenticated download of the student's own entry).
 */
export const RESUME_STORE_NAME = "resumes";

export interface ResumeStore {
  /** null when there is no such key */
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  delete(key: string): Promise<void>;
}

export function blobsResumeStore(store: Store): ResumeStore {
  return {
    async get(key) {
      const data = await store.get(key, { type: "arrayBuffer" });
      return data === null ? null : new Uint8Array(data);
    },
    async put(key, bytes) {
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      await store.set(key, copy.buffer, { metadata: { contentType: "application/pdf" } });
    },
    async delete(key) {
      await store.delete(key);
    },
  };
}

/**
 * Inside a function: the store of the environment's blobs context (Netlify, or @netlify/dev locally), read with
 * strong consistency so a student downloading right after the upload gets the file they sent.
 */
export function contextResumeStore(): ResumeStore {
  return blobsResumeStore(getStore({ name: RESUME_STORE_NAME, consistency: "strong" }));
}

/**
 * A new key for one upload: `entries/{entry_id}/{random}.pdf`. A key never gets other bytes; a new submission writes
 * a new key and the entry row points at it (the previous file is deleted after the row has moved on).
 */
export function newResumeKey(entryId: number): string {
  return `entries/${entryId}/${randomBytes(12).toString("base64url")}.pdf`;
}
