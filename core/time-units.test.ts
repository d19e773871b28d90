import { JST_OFFSET_MS, ONE_HOUR_MS } from "./time-units";

it("one hour is 3600000 ms (spec §9), Japan is 9 hours ahead of UTC", () => {
  expect(ONE_HOUR_MS).toBe(3600000);
  expect(JST_OFFSET_MS).toBe(9 * 60 * 60 * 1000);
});
