import { randomBytes } from "node:crypto";

/**
 * Gives a local run (npm start, npm test) one access-token key for all its functions. @netlify/dev does not run
 * every function in this process's global scope, so a key each function made up for itself (server/auth/auth-env.ts)
 * differed between them: a token one function signed failed in another, and the student was signed out at random.
 * A key set in the environment is kept; a generated one reaches the functions through the environment and is never
 * written to disk or logged.
 */
export function ensureLocalAccessTokenKey(env: NodeJS.ProcessEnv = process.env): void {
  env.AUTH_JWT_SECRET ??= randomBytes(32).toString("base64url");
}
