import { accessTokenNeedsRefresh, readJwtExpiry } from "./jwt-expiry";
import { fakeJwt } from "./test-jwt";

const NOW_MS = Date.UTC(2026, 0, 15, 3, 0, 0);
const nowSeconds = NOW_MS / 1000;

describe("readJwtExpiry", () => {
  it("reads exp from a base64url payload, including multi-byte claims and unpadded lengths", () => {
    expect(readJwtExpiry(fakeJwt({ sub: "u1", exp: 1_800_000_000 }))).toBe(1_800_000_000);
    expect(readJwtExpiry(fakeJwt({ name: "山田 太郎", exp: 1_700_000_123, x: "??>>" }))).toBe(1_700_000_123);
  });

  it.each([
    ["no exp", fakeJwt({ sub: "u1" })],
    ["exp as text", fakeJwt({ exp: "1800000000" })],
    ["two parts", "abc.def"],
    ["not base64 JSON", "a.!!!.c"],
    ["JSON but not an object", `a.${Buffer.from("42").toString("base64url")}.c`],
    ["empty", ""],
  ])("is null for %s", (_name, token) => {
    expect(readJwtExpiry(token)).toBeNull();
  });
});

describe("accessTokenNeedsRefresh (spec §4/§9)", () => {
  it("needs a refresh when the token is absent, has no exp or cannot be decoded", () => {
    expect(accessTokenNeedsRefresh(null, NOW_MS)).toBe(true);
    expect(accessTokenNeedsRefresh("", NOW_MS)).toBe(true);
    expect(accessTokenNeedsRefresh(fakeJwt({ sub: "u1" }), NOW_MS)).toBe(true);
    expect(accessTokenNeedsRefresh("not-a-jwt", NOW_MS)).toBe(true);
  });

  it("needs a refresh within 300 s of expiry, not before", () => {
    expect(accessTokenNeedsRefresh(fakeJwt({ exp: nowSeconds + 301 }), NOW_MS)).toBe(false);
    expect(accessTokenNeedsRefresh(fakeJwt({ exp: nowSeconds + 300 }), NOW_MS)).toBe(true);
    expect(accessTokenNeedsRefresh(fakeJwt({ exp: nowSeconds + 10 }), NOW_MS)).toBe(true);
    expect(accessTokenNeedsRefresh(fakeJwt({ exp: nowSeconds - 60 }), NOW_MS)).toBe(true);
  });
});
