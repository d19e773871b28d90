import { readBrowserCookie, readCookie } from "./cookies";

describe("readCookie", () => {
  const header = "csrf_token=abc%2B1; token=eyJ.x.y; other=1; empty=";

  it("finds a cookie by exact name and decodes it", () => {
    expect(readCookie(header, "csrf_token")).toBe("abc+1");
    expect(readCookie(header, "token")).toBe("eyJ.x.y");
  });

  it("returns null when absent or empty", () => {
    expect(readCookie(header, "tok")).toBeNull();
    expect(readCookie(header, "empty")).toBeNull();
    expect(readCookie("", "token")).toBeNull();
  });

  it("returns the raw value when it is not valid percent-encoding", () => {
    expect(readCookie("token=%E0%A4%A", "token")).toBe("%E0%A4%A");
  });
});

describe("readBrowserCookie", () => {
  it("returns null where there is no document (SSR, Node)", () => {
    expect(readBrowserCookie("token")).toBeNull();
  });
});
