import { FEW_SEATS_LEFT, remainingSeatsNote } from "./remaining-seats";

describe("remainingSeatsNote", () => {
  it("gives the seats left of an open schedule, 残りわずか at or under the threshold", () => {
    expect(remainingSeatsNote(12, [])).toBe("残り12席");
    expect(remainingSeatsNote(FEW_SEATS_LEFT + 1, ["抽選"])).toBe(`残り${FEW_SEATS_LEFT + 1}席`);
    expect(remainingSeatsNote(FEW_SEATS_LEFT, [])).toBe(`残りわずか（${FEW_SEATS_LEFT}席）`);
    expect(remainingSeatsNote(1, [])).toBe("残りわずか（1席）");
  });

  it("says nothing without a limit, before the count is known, when full or when not taking entries", () => {
    expect(remainingSeatsNote(null, [])).toBeNull();
    expect(remainingSeatsNote(undefined, [])).toBeNull();
    expect(remainingSeatsNote(0, ["満席"])).toBeNull();
    expect(remainingSeatsNote(8, ["受付終了"])).toBeNull();
    expect(remainingSeatsNote(8, ["中止"])).toBeNull();
  });
});
