/**
 * Serialised public answers one function instance may reuse for a short time (docs/decisions/list-answer-reuse.md).
 * Entries expire `maxAgeMs` after they were computed and the least recently used go first once `maxBytes` of bodies
 * are held. Concurrent requests for a key that is being computed share that computation. `maxAgeMs` 0 reuses nothing.
 */
export type AnswerCache = {
  /** The held body for `key`, or the result of `compute` (held from now on); a failed computation is not held. */
  answer(key: string, compute: () => Promise<string>, nowMs?: number): Promise<string>;
  /** Forgets every held answer (a write in this instance changed what they show). */
  clear(): void;
  readonly size: number;
};

type Entry = { body: string; expiresAtMs: number };

export function createAnswerCache({ maxAgeMs, maxBytes }: { maxAgeMs: number; maxBytes: number }): AnswerCache {
  const entries = new Map<string, Entry>();
  const computing = new Map<string, Promise<string>>();
  let bytes = 0;
  let generation = 0;

  function forget(key: string, entry: Entry) {
    entries.delete(key);
    bytes -= entry.body.length;
  }

  function hold(key: string, body: string, expiresAtMs: number) {
    const old = entries.get(key);
    if (old) forget(key, old);
    if (body.length > maxBytes) return;
    entries.set(key, { body, expiresAtMs });
    bytes += body.length;
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes) break;
      forget(oldestKey, oldest);
    }
  }

  return {
    async answer(key, compute, nowMs = Date.now()) {
      if (maxAgeMs <= 0) return compute();
      const entry = entries.get(key);
      if (entry && entry.expiresAtMs > nowMs) {
        // Map order is insertion order: re-inserting marks the entry as the most recently used.
        entries.delete(key);
        entries.set(key, entry);
        return entry.body;
      }
      if (entry) forget(key, entry);
      const pending = computing.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const computation: Promise<string> = compute()
        .then((body) => {
          // An answer computed across a clear() may predate the write that cleared: do not hold it.
          if (startedIn === generation) hold(key, body, nowMs + maxAgeMs);
          return body;
        })
        .finally(() => {
          if (computing.get(key) === computation) computing.delete(key);
        });
      computing.set(key, computation);
      return computation;
    },
    clear() {
      entries.clear();
      computing.clear();
      bytes = 0;
      generation += 1;
    },
    get size() {
      return entries.size;
    },
  };
}
