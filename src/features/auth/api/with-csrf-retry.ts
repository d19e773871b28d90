import { ResponseError } from "@/lib/api/errors";

/**
 * Runs a mutation; when it fails only because the browser had no `csrf_token` cookie yet (a visitor's first API
 * call: every API answer sets one), it is sent once more with the cookie that answer set.
 */
export async function withCsrfRetry<T>(mutation: () => Promise<T>): Promise<T> {
  try {
    return await mutation();
  } catch (error) {
    if (error instanceof ResponseError && error.status === 403 && error.body?.error.code === "invalid_csrf_token") {
      return await mutation();
    }
    throw error;
  }
}
