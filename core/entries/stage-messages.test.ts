import { ENTRY_STATES } from "./entry-state";
import {
  checkStageMessage,
  NO_STAGE_MESSAGES,
  STAGE_MESSAGE_KINDS,
  STAGE_MESSAGE_MAX_LENGTH,
  stageMessageField,
  stageMessageKindOf,
  stageMessageOf,
} from "./stage-messages";

const every = Object.fromEntries(
  STAGE_MESSAGE_KINDS.map((kind) => [stageMessageField(kind), `${kind} text`]),
) as typeof NO_STAGE_MESSAGES;

describe("stageMessageKindOf", () => {
  it.each([
    ["pre_entried", "pre_entry"],
    ["entried", "entry"],
    ["invited", "invited"],
    ["elected", "elected"],
    ["defeated", "defeated"],
    ["attended", "thank_you"],
    ["canceled", "user_canceled"],
    ["remained", null],
    ["absenced", null],
  ] as const)("%s → %s", (state, kind) => {
    expect(stageMessageKindOf(state)).toBe(kind);
  });

  it("covers every entry state", () => {
    for (const state of ENTRY_STATES) expect(() => stageMessageKindOf(state)).not.toThrow();
  });
});

describe("stageMessageOf", () => {
  it("picks the text of the entry's state", () => {
    expect(stageMessageOf(every, "elected")).toBe("elected text");
    expect(stageMessageOf(every, "attended")).toBe("thank_you text");
  });

  it("is null when the state has no message, none is written or it is blank", () => {
    expect(stageMessageOf(every, "remained")).toBeNull();
    expect(stageMessageOf(NO_STAGE_MESSAGES, "entried")).toBeNull();
    expect(stageMessageOf({ entry_additional_information: "  " }, "entried")).toBeNull();
  });
});

describe("checkStageMessage", () => {
  it("trims, and clears with an empty text", () => {
    expect(checkStageMessage("entry", "  当日は筆記用具をお持ちください \n")).toEqual({
      ok: true,
      text: "当日は筆記用具をお持ちください",
    });
    expect(checkStageMessage("entry", "   ")).toEqual({ ok: true, text: null });
  });

  it("counts characters as a reader does and refuses a text over the limit in Japanese", () => {
    expect(checkStageMessage("thank_you", "𠮷".repeat(STAGE_MESSAGE_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(checkStageMessage("thank_you", "あ".repeat(STAGE_MESSAGE_MAX_LENGTH + 1))).toEqual({
      ok: false,
      error: "参加後のお礼のメッセージは2000文字以内にしてください（2001文字）",
    });
  });
});
