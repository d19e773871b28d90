import { chatTimeLabel } from "./chat-time";

const now = new Date("2027-08-01T03:00:00.000Z"); // 12:00 JST

describe("chatTimeLabel", () => {
  it.each([
    ["2027-08-01T02:59:30.000Z", "たった今"],
    ["2027-08-01T03:00:05.000Z", "たった今"], // a clock slightly behind the server's
    ["2027-08-01T02:59:00.000Z", "1分前"],
    ["2027-08-01T02:01:00.000Z", "59分前"],
    ["2027-08-01T02:00:00.000Z", "1時間前"],
    ["2027-07-31T03:00:01.000Z", "23時間前"],
    ["2027-07-31T03:00:00.000Z", "7月31日(土) 12:00"],
  ])("%s → %s", (iso, label) => {
    expect(chatTimeLabel(iso, now)).toBe(label);
  });
});
