import { parseEditorArguments } from "./editor-arguments";

describe("parseEditorArguments", () => {
  it.each([
    [["publish-event", "12"], { kind: "publish-event", eventId: 12 }],
    [["--", "unpublish-event", "7"], { kind: "unpublish-event", eventId: 7 }],
    [["set-flag", "internship_renewal", "on"], { kind: "set-flag", key: "internship_renewal", enabled: true }],
    [["set-flag", "logo_renewal", "off"], { kind: "set-flag", key: "logo_renewal", enabled: false }],
    [
      ["set-live-url", "5", "https://meet.example.com/a"],
      { kind: "set-live-url", scheduleId: 5, url: "https://meet.example.com/a" },
    ],
    [["set-live-url", "5", "none"], { kind: "set-live-url", scheduleId: 5, url: null }],
    [
      ["set-stage-message", "5", "entry", "当日は 筆記用具を"],
      { kind: "set-stage-message", scheduleId: 5, message: "entry", text: "当日は 筆記用具を" },
    ],
    [
      ["set-stage-message", "5", "thank_you", "none"],
      { kind: "set-stage-message", scheduleId: 5, message: "thank_you", text: null },
    ],
  ])("reads %j", (args, expected) => {
    expect(parseEditorArguments(args)).toEqual(expected);
  });

  it.each([
    [[]],
    [["publish-event"]],
    [["publish-event", "0"]],
    [["publish-event", "12a"]],
    [["publish-event", "-1"]],
    [["publish-event", "12", "13"]],
    [["set-flag", "internship_renewal"]],
    [["set-flag", "internship_renewal", "yes"]],
    [["set-flag", "Internship Renewal", "on"]],
    [["delete-event", "12"]],
    [["set-live-url", "5"]],
    [["set-live-url", "x", "https://meet.example.com/a"]],
    [["set-live-url", "5", "https://a", "extra"]],
    [["set-stage-message", "5", "entry"]],
    [["set-stage-message", "5", "lunch", "text"]],
    [["set-stage-message", "5", "entry", "a", "b"]],
  ])("refuses %j", (args) => {
    expect(parseEditorArguments(args)).toBeNull();
  });
});
