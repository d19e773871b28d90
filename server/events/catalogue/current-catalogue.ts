import type { Db } from "../../../db/client";
import type { CatalogueSnapshot } from "./catalogue-snapshot";
import { loadCatalogueSnapshot, loadPopularity, readCatalogueRevision } from "./load-catalogue-snapshot";

/** How old the clip and entry counts behind the `recommended` sort may get; the CDN holds lists about as long. */
export const POPULARITY_MAX_AGE_MS = 60_000;

type State = {
  snapshot?: CatalogueSnapshot;
  loading?: Promise<CatalogueSnapshot>;
  refreshingPopularity?: Promise<void>;
};

/** One snapshot per database handle (tests use several databases in one process). */
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) states.set(db, (state = {}));
  return state;
}

function reload(db: Db, state: State): Promise<CatalogueSnapshot> {
  // Concurrent requests that find the snapshot out of date share one reload.
  state.loading ??= loadCatalogueSnapshot(db)
    .then((snapshot) => (state.snapshot = snapshot))
    .finally(() => (state.loading = undefined));
  return state.loading;
}

async function refreshPopularity(db: Db, state: State, snapshot: CatalogueSnapshot, nowMs: number): Promise<void> {
  state.refreshingPopularity ??= loadPopularity(db, nowMs)
    .then((popularity) => void (snapshot.popularity = popularity))
    .finally(() => (state.refreshingPopularity = undefined));
  await state.refreshingPopularity;
}

function ensurePopularity(db: Db, state: State, snapshot: CatalogueSnapshot, nowMs: number): Promise<void> | undefined {
  if (nowMs - snapshot.popularity.loadedAtMs <= POPULARITY_MAX_AGE_MS) return undefined;
  return refreshPopularity(db, state, snapshot, nowMs);
}

/**
 * Runs `read` on the snapshot this process holds (loading one if it has none). `read` reports the catalogue revision
 * the database gave alongside its own reads; when that is not the snapshot's, the snapshot is reloaded and `read`
 * runs once more. So a list costs one round trip when nothing changed, and never mixes in an outdated snapshot.
 */
export async function readCatalogue<T>(
  db: Db,
  read: (snapshot: CatalogueSnapshot) => Promise<{ value: T; revision: number }>,
  nowMs = Date.now(),
): Promise<T> {
  const state = stateOf(db);
  const held = state.snapshot ?? (await reload(db, state));
  await ensurePopularity(db, state, held, nowMs);
  const first = await read(held);
  if (first.revision === held.revision) return first.value;
  const fresh =
    state.snapshot && state.snapshot !== held && state.snapshot.revision === first.revision
      ? state.snapshot
      : await reload(db, state);
  await ensurePopularity(db, state, fresh, nowMs);
  return (await read(fresh)).value;
}

/**
 * The listing snapshot of the catalogue as committed now: one cheap revision read per call, a full reload only when
 * an editorial write (events, schedules, companies, promotions…) has committed since the snapshot was built.
 */
export async function currentCatalogue(db: Db, nowMs = Date.now()): Promise<CatalogueSnapshot> {
  const state = stateOf(db);
  const revision = await readCatalogueRevision(db);
  const snapshot = state.snapshot?.revision === revision ? state.snapshot : await reload(db, state);
  await ensurePopularity(db, state, snapshot, nowMs);
  return snapshot;
}
