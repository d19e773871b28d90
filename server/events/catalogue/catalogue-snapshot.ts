import { buildCatalogueColumns, type CatalogueColumns } from "./catalogue-columns";
import type { CatalogueEvent } from "./catalogue-event";

export type { CatalogueEvent, CataloguePromotion, CatalogueSchedule } from "./catalogue-event";

/** Clips plus entries per event id, for the anonymous `recommended` sort. */
export type Popularity = { counts: ReadonlyMap<number, number>; loadedAtMs: number };

/** Every published event as of one catalogue revision (db/schema/catalogue.ts), newest id first. */
export type CatalogueSnapshot = {
  revision: number;
  events: readonly CatalogueEvent[];
  byId: ReadonlyMap<number, CatalogueEvent>;
  /** position of each event id in `events` */
  indexById: ReadonlyMap<number, number>;
  columns: CatalogueColumns;
  popularity: Popularity;
};

export function createCatalogueSnapshot(
  revision: number,
  events: CatalogueEvent[],
  popularity: Popularity,
): CatalogueSnapshot {
  const ordered = [...events].sort((a, b) => b.id - a.id);
  return {
    revision,
    events: ordered,
    byId: new Map(ordered.map((event) => [event.id, event])),
    indexById: new Map(ordered.map((event, index) => [event.id, index])),
    columns: buildCatalogueColumns(ordered),
    popularity,
  };
}
