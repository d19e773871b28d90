import { randomBytes } from "node:crypto";
import { z } from "zod";

const authEnvSchema = z.object({
  /** HS256 key of the access tokens; at least 32 characters. Required on Netlify deploys. */
  AUTH_JWT_SECRET: z.string().min(32).optional(),
  /** Netlify's deploy context: production, deploy-preview, branch-deploy, dev */
  CONTEXT: z.string().optional(),
});

const deployedContexts = new Set(["production", "deploy-preview", "branch-deploy"]);
const processSecretKey = Symbol.for("mirai.auth.processJwtSecret");
type SecretHolder = { [processSecretKey]?: Uint8Array };

/**
 * The access-token signing key. Deploys must configure AUTH_JWT_SECRET. The local server sets one random key for
 * all its functions (scripts/lib/local-site/local-access-token-key.ts); anything else without it (a test, a script) gets a random
 * key for the life of its global scope.
 */
export function accessTokenKey(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const parsed = authEnvSchema.parse(env);
  if (parsed.AUTH_JWT_SECRET) return new TextEncoder().encode(parsed.AUTH_JWT_SECRET);
  if (parsed.CONTEXT && deployedContexts.has(parsed.CONTEXT)) {
    throw new Error("AUTH_JWT_SECRET must be set (32+ characters) on a deployed site");
  }
  const holder = globalThis as SecretHolder;
  holder[processSecretKey] ??= randomBytes(32);
  return holder[processSecretKey];
}
