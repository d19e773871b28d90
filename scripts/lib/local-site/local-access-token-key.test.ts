import { accessTokenKey } from "../../../server/auth/auth-env";
import { ensureLocalAccessTokenKey } from "./local-access-token-key";

describe("ensureLocalAccessTokenKey", () => {
  it("sets one random key of at least 32 characters that the functions read as their signing key", () => {
    const env: NodeJS.ProcessEnv = {};
    ensureLocalAccessTokenKey(env);
    expect(env.AUTH_JWT_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(new TextDecoder().decode(accessTokenKey(env))).toBe(env.AUTH_JWT_SECRET);
  });

  it("keeps a key already set in the environment", () => {
    const env: NodeJS.ProcessEnv = { AUTH_JWT_SECRET: "a-configured-key-of-at-least-32-characters" };
    ensureLocalAccessTokenKey(env);
    expect(env.AUTH_JWT_SECRET).toBe("a-configured-key-of-at-least-32-characters");
  });

  it("makes a different key for each local run", () => {
    const first: NodeJS.ProcessEnv = {};
    const second: NodeJS.ProcessEnv = {};
    ensureLocalAccessTokenKey(first);
    ensureLocalAccessTokenKey(second);
    expect(first.AUTH_JWT_SECRET).not.toBe(second.AUTH_JWT_SECRET);
  });
});
