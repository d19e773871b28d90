import { enteredSchedulePath, parseEnteredSchedulePath } from "./entered-schedule-routes";

describe("entered schedule routes", () => {
  it("round-trips an event id", () => {
    expect(enteredSchedulePath(42)).toBe("/entered_schedules/42");
    expect(parseEnteredSchedulePath(enteredSchedulePath(42))).toBe(42);
  });

  it.each([
    "/entered_schedules/0",
    "/entered_schedules/abc",
    "/entered_schedules/1/x",
    "/entered_schedules/01",
    "/entered_schedules",
  ])("names no event for %s", (path) => expect(parseEnteredSchedulePath(path)).toBeNull());
});
