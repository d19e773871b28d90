import { sql, type SQL } from "drizzle-orm";
import { seatTakenSql } from "../../db/sql/seat-taken";
import { ENTRY_STATES, SEAT_HOLDING_STATES, type EntryState } from "../../core/entries/entry-state";

function stateList(states: readonly EntryState[]): SQL {
  return sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  );
}

/** `(…)` list of the states that hold a seat (SEAT_HOLDING_STATES), for `state in ${…}`. */
export function seatHoldingStatesSql(): SQL {
  return sql`(${stateList(SEAT_HOLDING_STATES)})`;
}

/** Condition: the entry (alias) takes a seat, a held waitlist seat included (db/sql/seat-taken.ts). */
export function seatTakenCondition(alias = "entries"): SQL {
  return sql.raw(seatTakenSql(alias));
}

/**
 * States in which an entry holds or applies for a seat: a student may have at most one entry of an event in these
 * (moving between schedules is PATCH /api/v1/entries/{entry_id}). `defeated`, `absenced` and `canceled` do not count.
 */
export const ACTIVE_ENTRY_STATES: readonly EntryState[] = ENTRY_STATES.filter(
  (state) => SEAT_HOLDING_STATES.includes(state) || state === "pre_entried" || state === "remained",
);

export function activeEntryStatesSql(): SQL {
  return sql`(${stateList(ACTIVE_ENTRY_STATES)})`;
}
