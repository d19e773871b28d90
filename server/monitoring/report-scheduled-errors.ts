import type { Context } from "@netlify/functions";
import { describeError } from "./scrub-error-text";
import { serverErrorReporter, type ServerErrorReporter } from "./server-error-reporter";

type ScheduledHandler = (req?: Request, context?: Partial<Context>) => Promise<Response>;

/**
 * Wraps a scheduled function: a failure is logged (scrubbed) and reported once under the function's name, and the
 * run answers 500 instead of letting the platform log the raw error.
 */
export function reportingScheduledErrors(
  name: string,
  run: () => Promise<Response>,
  reporter: () => ServerErrorReporter | null = serverErrorReporter,
): ScheduledHandler {
  return async (req, context = {}) => {
    try {
      return await run();
    } catch (error) {
      const status = 500;
      console.error(`scheduled ${name} failed`, describeError(error));
      const requestId = context.requestId ?? req?.headers.get("x-nf-request-id") ?? null;
      await reporter()?.report(error, { requestId, route: name, method: "SCHEDULED", status }).catch(() => {});
      return new Response(null, { status });
    }
  };
}
