import {
  CANCELABLE_STATES,
  ENTRY_STATES,
  ENTRY_TRANSITIONS,
  canTransition,
  holdsSeat,
  type EntryState,
} from "./entry-state";

const allowed: Array<[EntryState, EntryState]> = [
  ["pre_entried", "elected"],
  ["pre_entried", "defeated"],
  ["pre_entried", "canceled"],
  ["entried", "attended"],
  ["entried", "absenced"],
  ["entried", "canceled"],
  ["invited", "entried"],
  ["invited", "attended"],
  ["invited", "absenced"],
  ["invited", "canceled"],
  ["elected", "attended"],
  ["elected", "absenced"],
  ["elected", "canceled"],
  ["defeated", "remained"],
  ["canceled", "entried"],
  ["canceled", "pre_entried"],
  ["canceled", "remained"],
  ["remained", "entried"],
  ["remained", "canceled"],
];

describe("entry state machine", () => {
  it.each(allowed)("allows %s → %s", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it("refuses every other transition", () => {
    const allowedKeys = new Set(allowed.map(([from, to]) => `${from}→${to}`));
    const refused = ENTRY_STATES.flatMap((from) => ENTRY_STATES.map((to) => [from, to] as const)).filter(
      ([from, to]) => !allowedKeys.has(`${from}→${to}`),
    );
    expect(refused.length).toBe(ENTRY_STATES.length ** 2 - allowed.length);
    for (const [from, to] of refused) expect([from, to, canTransition(from, to)]).toEqual([from, to, false]);
    expect(Object.values(ENTRY_TRANSITIONS).flat().length).toBe(allowed.length);
  });

  it("counts a seat for entered, invited, elected and attended entries only", () => {
    expect(ENTRY_STATES.filter(holdsSeat)).toEqual(["entried", "invited", "elected", "attended"]);
  });

  it("lets a student cancel while applying, entered, invited, elected or waitlisted", () => {
    expect([...CANCELABLE_STATES].sort()).toEqual(["elected", "entried", "invited", "pre_entried", "remained"]);
  });
});
