import { describeError, scrubErrorText } from "./scrub-error-text";

describe("scrubErrorText", () => {
  test("a failed query keeps its SQL but loses its parameters", () => {
    expect(
      scrubErrorText('Failed query: select "id" from "users" where "email" = $1\nparams: hanako@example.jp,42'),
    ).toBe('Failed query: select "id" from "users" where "email" = $1\nparams: [removed]');
  });

  test("in a stack, only the parameters go and the frames stay", () => {
    const stack =
      "Error: Failed query: update x set y = $1\nparams: 山田花子\nline two\n    at run (/var/task/server/x.ts:10:5)\n    at main (/var/task/y.ts:1:1)";
    expect(scrubErrorText(stack)).toBe(
      "Error: Failed query: update x set y = $1\nparams: [removed]\n    at run (/var/task/server/x.ts:10:5)\n    at main (/var/task/y.ts:1:1)",
    );
  });

  test("e-mail addresses and URL queries are removed", () => {
    expect(
      scrubErrorText("no user hanako.yamada+jobs@example.co.jp at https://mirai-career.jp/api/v1/users?email=x#y"),
    ).toBe("no user [email] at https://mirai-career.jp/api/v1/users");
  });

  test("describeError: the scrubbed stack of an Error, the scrubbed text of anything else", () => {
    const error = new Error("mail to taro@example.jp failed");
    expect(describeError(error)).toMatch(/^Error: mail to \[email\] failed\n {4}at /);
    expect(describeError("taro@example.jp")).toBe("[email]");
  });
});
