import { ApiError } from "./api-error";
import { findUnstorableText, rejectUnstorableText } from "./unstorable-text";

describe("findUnstorableText", () => {
  it("finds NUL and unpaired surrogates in values and keys, at any depth", () => {
    expect(findUnstorableText("a\u0000b")).toEqual([]);
    expect(findUnstorableText({ name: "\ud800" })).toEqual(["name"]);
    expect(findUnstorableText({ list: ["ok", "x\udc00"] })).toEqual(["list", 1]);
    expect(findUnstorableText({ nested: { "bad\u0000key": 1 } })).toEqual(["nested", "bad\u0000key"]);
  });

  it("accepts any real text: paired surrogates (emoji), RTL marks, combining marks, Japanese", () => {
    for (const text of ["👩‍👩‍👧‍👦", "🇯🇵", "\u202eabc", "e\u0301", "ミライキャリア", "", "\ufeff"])
      expect(findUnstorableText({ text })).toBeNull();
    expect(findUnstorableText([1, true, null, { a: 2 }])).toBeNull();
  });
});

describe("rejectUnstorableText", () => {
  it("throws a 400 invalid_parameter naming the parameter, without echoing the value", () => {
    let thrown: unknown;
    try {
      rejectUnstorableText({ activities: [{ description: "secret\u0000" }] }, "body");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 400,
      code: "invalid_parameter",
      message: expect.stringContaining('"activities[0].description"'),
    });
    expect((thrown as ApiError).message).not.toContain("secret");
  });

  it("names the source when the whole input is the bad string", () => {
    expect(() => rejectUnstorableText("\u0000", "body")).toThrow(/"body"/);
  });
});
