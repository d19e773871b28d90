import type { Db } from "../../../db/client";
import type { CatalogueSnapshot } from "./catalogue-snapshot";
import { loadCatalogueSnapshot, loadPopularity, readCatalogueRevision } from "./load-catalogue-snapshot";

/** How old the clip and entry counts behind the `recommended` sort may get; the CDN holds lists about as long. */
export const POPULARITY_MAX_AGE_MS = 60_000;

type State = { snapshot?: CatalogueSnapshot; loading?: Promise<CatalogueSnapshot>; refreshingPopularity?: Promise<void> };

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

/**
 * The listing snapshot of the catalogue as committed now: one cheap revision read per call, a full reload only when
 * an editorial write (events, schedules, companies, promotions…) has committed since the snapshot was built.
 */
export async function currentCatalogue(db: Db, nowMs = Date.now()): Promise<CatalogueSnapshot> {
  const state = stateOf(db);
  const revision = await readCatalogueRevision(db);
  const snapshot = state.snapshot?.revision === revision ? state.snapshot : await reload(db, state);
  if (nowMs - snapshot.popularity.loadedAtMs > POPULARITY_MAX_AGE_MS) await refreshPopularity(db, state, snapshot, nowMs);
  return snapshot;
}
