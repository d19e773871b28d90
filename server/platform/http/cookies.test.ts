import { isLocalHost, parseCookieHeader, serializeCookie } from "./cookies";

describe("parseCookieHeader", () => {
  it("reads name/value pairs, decoding values and unquoting quoted ones", () => {
    expect(parseCookieHeader('csrf_token=abc; token="x%20y"; empty=')).toEqual({
      csrf_token: "abc",
      token: "x y",
      empty: "",
    });
  });

  it("keeps the first occurrence of a name and skips malformed parts", () => {
    expect(parseCookieHeader("csrf_token=first; junk; csrf_token=second")).toEqual({ csrf_token: "first" });
  });

  it("keeps an undecodable value as sent", () => {
    expect(parseCookieHeader("a=%E0%A4%A")).toEqual({ a: "%E0%A4%A" });
  });

  it("returns an empty object without a header", () => {
    expect(parseCookieHeader(null)).toEqual({});
  });
});

describe("serializeCookie", () => {
  it("writes the attributes that are set", () => {
    expect(serializeCookie("token", "a b", { sameSite: "Lax", secure: true, httpOnly: true, maxAgeSeconds: 60 })).toBe(
      "token=a%20b; Path=/; Max-Age=60; SameSite=Lax; Secure; HttpOnly",
    );
    expect(serializeCookie("csrf_token", "abc")).toBe("csrf_token=abc; Path=/");
  });
});

describe("isLocalHost", () => {
  it("recognises loopback hosts only", () => {
    expect(isLocalHost(new URL("http://localhost:8888/api"))).toBe(true);
    expect(isLocalHost(new URL("http://127.0.0.1:8888/api"))).toBe(true);
    expect(isLocalHost(new URL("https://mirai-career.netlify.app/api"))).toBe(false);
  });
});
