import { parseEditorArguments } from "./editor-arguments";

describe("parseEditorArguments", () => {
  it.each([
    [["publish-event", "12"], { kind: "publish-event", eventId: 12 }],
    [["--", "unpublish-event", "7"], { kind: "unpublish-event", eventId: 7 }],
    [["set-flag", "internship_renewal", "on"], { kind: "set-flag", key: "internship_renewal", enabled: true }],
    [["set-flag", "logo_renewal", "off"], { kind: "set-flag", key: "logo_renewal", enabled: false }],
    [["door-link", "42"], { kind: "door-link", target: "schedule", id: 42, hours: undefined }],
    [["--", "door-link", "42", "--hours", "3"], { kind: "door-link", target: "schedule", id: 42, hours: 3 }],
    [["door-link", "--booth", "5"], { kind: "door-link", target: "booth", id: 5, hours: undefined }],
    [["door-link", "--hours", "24", "--booth", "5"], { kind: "door-link", target: "booth", id: 5, hours: 24 }],
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
    [["door-link"]],
    [["door-link", "0"]],
    [["door-link", "4", "5"]],
    [["door-link", "4", "--hours"]],
    [["door-link", "4", "--hours", "0"]],
    [["door-link", "4", "--hours", "25"]],
    [["door-link", "4", "--hours", "2", "--hours", "3"]],
    [["door-link", "--booth", "--booth", "4"]],
    [["door-link", "--schedule", "4"]],
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

describe("parseEditorArguments: notice", () => {
  it("reads a notice to everyone, and one to a graduation year with a link", () => {
    expect(parseEditorArguments(["notice", "お知らせ", "本文です"])).toEqual({
      kind: "notice",
      title: "お知らせ",
      body: "本文です",
      url: null,
      graduateYear: null,
    });
    expect(
      parseEditorArguments([
        "--",
        "notice",
        " 28卒向け ",
        "本文",
        "--graduate-year",
        "2028",
        "--url",
        "/events/internship",
      ]),
    ).toEqual({ kind: "notice", title: "28卒向け", body: "本文", url: "/events/internship", graduateYear: 2028 });
  });

  it.each([
    [["notice"]],
    [["notice", "題"]],
    [["notice", " ", "本文"]],
    [["notice", "題", "本文", "--url", "https://evil.example/"]],
    [["notice", "題", "本文", "--url", "//evil.example/"]],
    [["notice", "題", "本文", "--graduate-year", "27"]],
    [["notice", "題", "本文", "--graduate-year"]],
    [["notice", "題", "本文", "--graduate-year", "2027", "--graduate-year", "2028"]],
    [["notice", "題", "本文", "--to", "all"]],
    [["notice", "x".repeat(101), "本文"]],
  ])("refuses %j", (args) => {
    expect(parseEditorArguments(args)).toBeNull();
  });
});
