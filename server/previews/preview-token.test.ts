import { DEVELOPMENT_PREVIEW_SECRET, readPreviewEnv } from "./preview-env";
import { buildPreviewLink } from "./preview-link";
import {
  createPreviewToken,
  PREVIEW_TOKEN_LIFETIME_MS,
  verifiedPreviewTokenExpiry,
  verifyPreviewToken,
} from "./preview-token";

const secret = "a-test-preview-secret-of-at-least-32-characters";
const now = new Date("2026-11-22T03:00:00Z");
const tomorrow = new Date(now.getTime() + PREVIEW_TOKEN_LIFETIME_MS);

describe("preview tokens", () => {
  it("accept a token signed for the event until it expires", () => {
    const token = createPreviewToken(42, secret, tomorrow);
    expect(verifyPreviewToken(token, 42, secret, now)).toBe(true);
    expect(verifyPreviewToken(token, 42, secret, new Date(tomorrow.getTime() - 1000))).toBe(true);
    expect(verifyPreviewToken(token, 42, secret, tomorrow)).toBe(false);
  });

  it("reject another event, another secret, a changed expiry and malformed tokens", () => {
    const token = createPreviewToken(42, secret, tomorrow);
    expect(verifyPreviewToken(token, 43, secret, now)).toBe(false);
    expect(verifyPreviewToken(token, 42, `${secret}-other`, now)).toBe(false);
    const [expiry, signature] = token.split(".");
    expect(verifyPreviewToken(`${Number(expiry) + 3600}.${signature}`, 42, secret, now)).toBe(false);
    for (const malformed of [
      undefined,
      "",
      "abc",
      `${expiry}.`,
      `${expiry}.${signature}x`,
      `${expiry}.${signature!.slice(0, -1)}`,
    ]) {
      expect(verifyPreviewToken(malformed, 42, secret, now)).toBe(false);
    }
  });

  it("reject a signature whose last character differs only in the bits base64url leaves unused", () => {
    const token = createPreviewToken(42, secret, tomorrow);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.at(-1)!);
    // 43 characters carry 258 bits for a 256-bit signature: the last character's two low bits decode to nothing
    const twins = [1, 2, 3].map((bits) => `${token.slice(0, -1)}${alphabet[last ^ bits]}`);
    for (const twin of twins) {
      expect(Buffer.from(twin.split(".")[1]!, "base64url")).toEqual(Buffer.from(token.split(".")[1]!, "base64url"));
      expect(verifyPreviewToken(twin, 42, secret, now)).toBe(false);
    }
  });
});

describe("verifiedPreviewTokenExpiry", () => {
  it("gives the expiry (to the second) of a valid token and null for any invalid one", () => {
    const token = createPreviewToken(42, secret, new Date(tomorrow.getTime() + 999));
    expect(verifiedPreviewTokenExpiry(token, 42, secret, now)).toEqual(tomorrow);
    expect(verifiedPreviewTokenExpiry(token, 43, secret, now)).toBeNull();
    expect(verifiedPreviewTokenExpiry(token, 42, secret, tomorrow)).toBeNull();
    expect(verifiedPreviewTokenExpiry(undefined, 42, secret, now)).toBeNull();
  });
});

describe("readPreviewEnv", () => {
  it("uses PREVIEW_SECRET, falls back to the development secret outside production only", () => {
    expect(readPreviewEnv({ PREVIEW_SECRET: secret, NODE_ENV: "production" }).PREVIEW_SECRET).toBe(secret);
    expect(readPreviewEnv({ NODE_ENV: "development" }).PREVIEW_SECRET).toBe(DEVELOPMENT_PREVIEW_SECRET);
    expect(() => readPreviewEnv({ NODE_ENV: "production" })).toThrow(/PREVIEW_SECRET/);
    expect(() => readPreviewEnv({ PREVIEW_SECRET: "short", NODE_ENV: "production" })).toThrow(/at least 32/);
  });
});

describe("buildPreviewLink", () => {
  it("links the route category's preview page with a token valid for 24 hours", () => {
    const link = new URL(
      buildPreviewLink({ siteUrl: "http://localhost:8888", eventId: 7, category: "entry", secret, now }),
    );
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:8888/preview_events/selection/7");
    const token = link.searchParams.get("token") ?? undefined;
    expect(verifyPreviewToken(token, 7, secret, new Date(now.getTime() + PREVIEW_TOKEN_LIFETIME_MS - 1000))).toBe(true);
    expect(verifyPreviewToken(token, 7, secret, new Date(now.getTime() + PREVIEW_TOKEN_LIFETIME_MS))).toBe(false);
  });
});
