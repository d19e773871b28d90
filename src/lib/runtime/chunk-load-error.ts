/**
 * Messages of a JS/CSS chunk that could not be loaded: webpack's ChunkLoadError ("Loading chunk 12 failed.",
 * "Loading CSS chunk 12 failed."), and native dynamic import in Chromium, Firefox and Safari.
 */
export const CHUNK_LOAD_MESSAGE =
  /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True for the error a deploy causes when it replaced the files an open page still asks for. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === "ChunkLoadError" || CHUNK_LOAD_MESSAGE.test(reason.message);
}
