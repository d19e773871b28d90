import { ResponseError } from "@/lib/api/errors";
import { submissionErrorMessage } from "../submission-messages";

/** Runs a submission call: null when it was accepted, else the Japanese explanation of its refusal. */
export async function runSubmission(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    return submissionErrorMessage(error instanceof ResponseError ? { status: error.status, body: error.body } : null);
  }
}
