import { createDoorToken, verifyDoorToken } from "./door-token";

const SECRET = "door-token-test-secret-0123456789abcdef";
const now = new Date("2026-11-29T05:00:00Z");
const inHours = (hours: number) => new Date(now.getTime() + hours * 3600 * 1000);

describe("door tokens", () => {
  it("verify for their own target until they expire", () => {
    const token = createDoorToken(SECRET, { kind: "schedule", id: 42 }, inHours(12));
    expect(token).toMatch(/^s42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDoorToken(SECRET, token, now)).toEqual({ kind: "schedule", id: 42, expiresAt: inHours(12) });
    expect(verifyDoorToken(SECRET, token, inHours(11.99))).not.toBeNull();
    expect(verifyDoorToken(SECRET, token, inHours(12))).toBeNull();
    const booth = createDoorToken(SECRET, { kind: "booth", id: 7 }, inHours(1));
    expect(verifyDoorToken(SECRET, booth, now)).toMatchObject({ kind: "booth", id: 7 });
  });

  it("refuse a changed target, expiry or signature, another secret, and malformed input", () => {
    const token = createDoorToken(SECRET, { kind: "schedule", id: 42 }, inHours(12));
    const [target, expiry, mac] = token.split(".") as [string, string, string];
    const flipped = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    for (const forged of [
      `s43.${expiry}.${mac}`,
      `b42.${expiry}.${mac}`,
      `${target}.${Number(expiry) + 3600}.${mac}`,
      `${target}.${expiry}.${flipped(mac, 0)}`,
      `${target}.${expiry}.${flipped(mac, 42)}`,
      `${token}x`,
      "",
      "s42",
      "venue-code-1234",
    ])
      expect([forged, verifyDoorToken(SECRET, forged, now)]).toEqual([forged, null]);
    expect(verifyDoorToken(`${SECRET}x`, token, now)).toBeNull();
    expect(verifyDoorToken(SECRET, null, now)).toBeNull();
  });

  it("accept one spelling of the signature only: every other last character is refused (base64url's unused bits)", () => {
    for (let id = 1; id <= 40; id += 1) {
      const token = createDoorToken(SECRET, { kind: "schedule", id }, inHours(1));
      const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
      const accepted = [...alphabet].filter((last) => verifyDoorToken(SECRET, `${token.slice(0, -1)}${last}`, now));
      expect(accepted).toEqual([token.at(-1)]);
    }
  });

  it("refuse a token claiming more than 24 hours, even genuinely signed", () => {
    expect(verifyDoorToken(SECRET, createDoorToken(SECRET, { kind: "booth", id: 1 }, inHours(24)), now)).not.toBeNull();
    expect(verifyDoorToken(SECRET, createDoorToken(SECRET, { kind: "booth", id: 1 }, inHours(25)), now)).toBeNull();
  });
});
