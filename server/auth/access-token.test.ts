import { SignJWT, UnsecuredJWT } from "jose";
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, signAccessToken, verifyAccessToken } from "./access-token";
import { accessTokenKey } from "./auth-env";

const claims = { userId: "7b0c1a2e-55d4-4a57-9d54-6f7d0f0b9c11", sessionId: "a".repeat(64) };
const now = new Date("2026-11-23T05:00:00Z");
const nowSeconds = Math.floor(now.getTime() / 1000);

function token(
  overrides: { key?: Uint8Array; audience?: string; issuer?: string; expiresAt?: number; alg?: string } = {},
) {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: overrides.alg ?? "HS256" })
    .setSubject(claims.userId)
    .setIssuer(overrides.issuer ?? ACCESS_TOKEN_ISSUER)
    .setAudience(overrides.audience ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(nowSeconds - 60)
    .setExpirationTime(overrides.expiresAt ?? nowSeconds + 600)
    .sign(overrides.key ?? accessTokenKey());
}

describe("access tokens", () => {
  it("round-trips the user and session of a token it signed, valid for 15 minutes", async () => {
    const { token: signed, expiresIn } = await signAccessToken(claims, now);
    expect(expiresIn).toBe(900);
    expect(await verifyAccessToken(signed, now)).toEqual(claims);
    expect(await verifyAccessToken(signed, new Date(now.getTime() + 899_000))).toEqual(claims);
    expect(await verifyAccessToken(signed, new Date(now.getTime() + 900_000))).toBeNull();
  });

  it("rejects a token signed with another key (forged signature)", async () => {
    const forged = await token({ key: new TextEncoder().encode("an-attacker-chosen-secret-of-32-chars!!") });
    expect(await verifyAccessToken(forged, now)).toBeNull();
  });

  it("rejects an unsigned token (alg: none)", async () => {
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime(nowSeconds + 600)
      .encode();
    expect(unsigned.split(".")[2]).toBe("");
    expect(await verifyAccessToken(unsigned, now)).toBeNull();
  });

  it("rejects another HMAC algorithm than the pinned HS256, even with the right key", async () => {
    expect(await verifyAccessToken(await token({ alg: "HS512" }), now)).toBeNull();
  });

  it("rejects a token expired by one second", async () => {
    expect(await verifyAccessToken(await token({ expiresAt: nowSeconds - 1 }), now)).toBeNull();
    expect(await verifyAccessToken(await token({ expiresAt: nowSeconds + 1 }), now)).toEqual(claims);
  });

  it("rejects a wrong audience or issuer", async () => {
    expect(await verifyAccessToken(await token({ audience: "https://elsewhere.example/api" }), now)).toBeNull();
    expect(await verifyAccessToken(await token({ issuer: "https://elsewhere.example" }), now)).toBeNull();
  });

  it("rejects garbage", async () => {
    expect(await verifyAccessToken("not-a-token", now)).toBeNull();
    expect(await verifyAccessToken("", now)).toBeNull();
  });
});

describe("the signing key", () => {
  it("must be configured on a deployed site", () => {
    expect(() => accessTokenKey({ CONTEXT: "production" })).toThrow(/AUTH_JWT_SECRET/);
    expect(accessTokenKey({ CONTEXT: "production", AUTH_JWT_SECRET: "x".repeat(32) })).toEqual(
      new TextEncoder().encode("x".repeat(32)),
    );
  });
});
