import { signInHistory, type SignInMethod } from "../../db/schema";
import type { Executor } from "../platform/database/transaction";

/** Writes one row of the student's sign-in history (time and method only; exported by server/privacy). */
export async function recordSignIn(
  db: Executor,
  userId: string,
  method: SignInMethod,
  at: Date = new Date(),
): Promise<void> {
  await db.insert(signInHistory).values({ userId, method, signedInAt: at });
}
