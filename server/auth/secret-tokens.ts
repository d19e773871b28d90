import { createHash, randomBytes, randomInt } from "node:crypto";

/** 256 bits of randomness, URL-safe. Used for link tokens, session and refresh secrets, challenge cookies. */
export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Only hashes of secrets are stored, so a database leak gives no usable credential. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function randomSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}
