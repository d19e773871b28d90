import { DEFAULT_RECRUITER_TOKEN_LABEL, parseRecruiterTokenArguments } from "./recruiter-token-arguments";

describe("parseRecruiterTokenArguments (npm run recruiter:token)", () => {
  it.each([
    [["--", "--company", "12"], { kind: "create", companyId: 12, label: DEFAULT_RECRUITER_TOKEN_LABEL }],
    [["--company", "12", "--label", " ATS sync "], { kind: "create", companyId: 12, label: "ATS sync" }],
    [["--label", "採用チーム", "--company", "3"], { kind: "create", companyId: 3, label: "採用チーム" }],
    [["--list", "--company", "12"], { kind: "list", companyId: 12 }],
    [["--company", "12", "--list"], { kind: "list", companyId: 12 }],
    [["--revoke", "7"], { kind: "revoke", tokenId: 7 }],
  ])("reads %j", (args, expected) => {
    expect(parseRecruiterTokenArguments(args)).toEqual(expected);
  });

  it.each([
    [[]],
    [["--company"]],
    [["--company", "0"]],
    [["--company", "x"]],
    [["--company", "1", "--label"]],
    [["--company", "1", "--label", "  "]],
    [["--company", "1", "--label", "--list"]],
    [["--company", "1", "--company", "2"]],
    [["--list"]],
    [["--list", "--company", "1", "--label", "x"]],
    [["--revoke", "7", "--company", "1"]],
    [["--revoke", "-1"]],
    [["--token", "abc"]],
  ])("refuses %j", (args) => {
    expect(parseRecruiterTokenArguments(args)).toBeNull();
  });
});
