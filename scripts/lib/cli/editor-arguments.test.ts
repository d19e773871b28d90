import { parseEditorArguments } from "./editor-arguments";

describe("parseEditorArguments", () => {
  it.each([
    [["publish-event", "12"], { kind: "publish-event", eventId: 12 }],
    [["--", "unpublish-event", "7"], { kind: "unpublish-event", eventId: 7 }],
    [["set-flag", "internship_renewal", "on"], { kind: "set-flag", key: "internship_renewal", enabled: true }],
    [["set-flag", "logo_renewal", "off"], { kind: "set-flag", key: "logo_renewal", enabled: false }],
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
  ])("refuses %j", (args) => {
    expect(parseEditorArguments(args)).toBeNull();
  });
});
