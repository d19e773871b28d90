/** Spec §4/§8: a chunk-load failure forces a full reload only while this tab's reload counter is below this. */
export const RELOAD_COUNTER_LIMIT = 2;
/** Spec §9 reload guard: no forced reload within this many milliseconds of the last one. */
export const RELOAD_GUARD_TIMEOUT_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = "mirai:chunk-reload";

/** What sessionStorage keeps under CHUNK_RELOAD_STORAGE_KEY: forced reloads so far, and when the last one was (epoch ms). */
export interface ChunkReloadState {
  count: number;
  lastReloadAt: number;
}

export interface ChunkReloadBudget {
  /** A chunk or page-data failed to load: true, and counted, when a forced reload may happen now. */
  claimReload(): boolean;
  /** A client-side navigation rendered its page: the files of this build load, so a later deploy may reload again. */
  navigationSucceeded(): void;
}

export function createChunkReloadBudget(storage: Storage | null, now: () => number = Date.now): ChunkReloadBudget {
  const read = (): ChunkReloadState => {
    try {
      const { count = 0, lastReloadAt = -Infinity } = JSON.parse(
        storage?.getItem(CHUNK_RELOAD_STORAGE_KEY) || "{}",
      ) as Partial<ChunkReloadState>;
      return { count, lastReloadAt };
    } catch {
      return { count: 0, lastReloadAt: -Infinity };
    }
  };
  const withinGuard = (state: ChunkReloadState) => now() - state.lastReloadAt < RELOAD_GUARD_TIMEOUT_MS;

  return {
    claimReload() {
      // Without storage nothing could stop a reload loop, so no forced reload at all.
      if (!storage) return false;
      const state = read();
      if (state.count >= RELOAD_COUNTER_LIMIT || withinGuard(state)) return false;
      try {
        storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify({ count: state.count + 1, lastReloadAt: now() }));
        return true;
      } catch {
        return false;
      }
    },
    navigationSucceeded() {
      if (!withinGuard(read())) storage?.removeItem(CHUNK_RELOAD_STORAGE_KEY);
    },
  };
}
