import { SEAT_HOLDING_STATES } from "../../core/entries/entry-state";

/**
 * SQL condition: the entry (table alias `entry`) takes one of its schedule's seats. Entries in SEAT_HOLDING_STATES
 * do, and so does a waitlisted (`remained`) entry while a freed seat is held for it (`seat_held_until` ahead).
 * The build (catalogue-source) and the server embed this one rule.
 */
export function seatTakenSql(entry = "entries"): string {
  const states = SEAT_HOLDING_STATES.map((state) => `'${state}'`).join(", ");
  return `(${entry}.state in (${states}) or (${entry}.state = 'remained' and ${entry}.seat_held_until > now()))`;
}
