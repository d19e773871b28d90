/**
 * A fresh Idempotency-Key. `crypto.randomUUID` needs a secure context (https or localhost); elsewhere 128 random
 * bits from `getRandomValues` do the same job.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
