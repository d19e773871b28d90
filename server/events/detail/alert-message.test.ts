import { deriveAlertMessage } from "./alert-message";

const open = { canceled: false, stopped_entry: false, deadline: false, has_reached_admission_limit: false };

describe("deriveAlertMessage", () => {
  it("says nothing without schedules or while a schedule has seats", () => {
    expect(deriveAlertMessage([])).toBeNull();
    expect(deriveAlertMessage([open, { ...open, has_reached_admission_limit: true }])).toBeNull();
  });

  it("announces a cancellation when every schedule is canceled", () => {
    expect(
      deriveAlertMessage([
        { ...open, canceled: true },
        { ...open, canceled: true },
      ]),
    ).toMatchObject({ announce_type: "canceled", icon: "warning" });
  });

  it("announces the end of entries when no schedule takes entries", () => {
    const closed = [
      { ...open, deadline: true },
      { ...open, stopped_entry: true },
      { ...open, canceled: true },
    ];
    expect(deriveAlertMessage(closed)).toEqual({
      announce_type: "closed",
      icon: "info",
      message: "このイベントの受付は終了しました",
    });
  });

  it("announces full when every schedule still taking entries is full", () => {
    const schedules = [
      { ...open, deadline: true },
      { ...open, has_reached_admission_limit: true },
    ];
    expect(deriveAlertMessage(schedules)).toEqual({
      announce_type: "full",
      icon: "info",
      message: "受付中の日程はすべて満席です",
    });
  });
});
