/**
 * The entry state machine (spec §3 Entry, §4 Entry state). The `state` column says where an entry is; the timestamp
 * named after each state (`entried_at`, `canceled_at`, `remained_at`…) records when it got there.
 *
 * - `pre_entried`: applied to a lottery schedule; the draw makes it `elected` or `defeated`.
 * - `entried`: has a seat. Ends as `attended` or `absenced` (the event took place), or `canceled` by the student.
 * - `elected`: won the lottery: has a seat, like `entried`.
 * - `defeated`: lost the lottery; may join the waitlist (`remained`).
 * - `remained`: on the waitlist; takes a freed seat (`entried`) or gives up (`canceled`).
 * - `invited`: invited by the company; entering makes it `entried`. It holds a seat, so it may also end as `attended`
 *   (checked in at the door) or `absenced` (the schedule ended without a check-in).
 * - `canceled`: a new entry for the same schedule reopens it (`entried`, `pre_entried` or `remained`).
 * - `attended`, `absenced`: final.
 * docs/entries.md "Entries" has the same table.
 */
export const ENTRY_STATES = [
  "pre_entried",
  "entried",
  "invited",
  "elected",
  "defeated",
  "attended",
  "absenced",
  "canceled",
  "remained",
] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

export const ENTRY_TRANSITIONS: Readonly<Record<EntryState, readonly EntryState[]>> = {
  pre_entried: ["elected", "defeated", "canceled"],
  entried: ["attended", "absenced", "canceled"],
  // an invited entry holds a seat: the door checks it in and the absence job closes it like an entered one (issue 16)
  invited: ["entried", "attended", "absenced", "canceled"],
  elected: ["attended", "absenced", "canceled"],
  defeated: ["remained"],
  attended: [],
  absenced: [],
  canceled: ["entried", "pre_entried", "remained"],
  remained: ["entried", "canceled"],
};

export function canTransition(from: EntryState, to: EntryState): boolean {
  return ENTRY_TRANSITIONS[from].includes(to);
}

/** Entries in these states take one of the schedule's `admission_limit_number` seats. */
export const SEAT_HOLDING_STATES: readonly EntryState[] = ["entried", "invited", "elected", "attended"];

export function holdsSeat(state: EntryState): boolean {
  return SEAT_HOLDING_STATES.includes(state);
}

/** States the student can still cancel from (before the schedule starts). */
export const CANCELABLE_STATES: readonly EntryState[] = ENTRY_STATES.filter((state) =>
  canTransition(state, "canceled"),
);

/** States whose entry can be moved to another schedule of the same event (a seat moves with it). */
export const CHANGEABLE_STATES: readonly EntryState[] = ["entried", "elected"];

/** The timestamp column (`…_at`) that records reaching each state. */
export const ENTRY_STATE_TIMESTAMP: Readonly<Record<EntryState, string>> = {
  pre_entried: "pre_entried_at",
  entried: "entried_at",
  invited: "invited_at",
  elected: "elected_at",
  defeated: "defeated_at",
  attended: "attended_at",
  absenced: "absenced_at",
  canceled: "canceled_at",
  remained: "remained_at",
};

/** What a student reads for each state (my-page, event page, mails). */
export const ENTRY_STATE_LABELS: Readonly<Record<EntryState, string>> = {
  pre_entried: "抽選申込中",
  entried: "エントリー済み",
  invited: "招待中",
  elected: "当選",
  defeated: "落選",
  attended: "参加済み",
  absenced: "欠席",
  canceled: "キャンセル済み",
  remained: "キャンセル待ち",
};
