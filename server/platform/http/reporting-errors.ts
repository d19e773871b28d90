import type { Context } from "@netlify/functions";
import { withSecurityHeaders } from "./security-headers";
import { describeError } from "../monitoring/scrub-error-text";
import { serverErrorReporter, type ServerErrorReporter } from "../monitoring/server-error-reporter";

type FunctionHandler = (req: Request, context?: Partial<Context>) => Promise<Response>;
type ScheduledHandler = (req?: Request, context?: Partial<Context>) => Promise<Response>;
type Reporter = () => ServerErrorReporter | null;

async function logAndReport(
  error: unknown,
  route: string,
  method: string,
  req: Request | undefined,
  context: Partial<Context>,
  reporter: Reporter,
) {
  console.error(`${method} ${route} failed`, describeError(error));
  const requestId = context.requestId ?? req?.headers.get("x-nf-request-id") ?? null;
  await reporter()
    ?.report(error, { requestId, route, method, status: 500 })
    .catch(() => {});
}

/**
 * Wraps a scheduled function: a failure is logged (scrubbed) and reported once under the function's name, and the
 * run answers 500 instead of letting the platform log the raw error.
 */
export function reportingScheduledErrors(
  name: string,
  run: () => Promise<Response>,
  reporter: Reporter = serverErrorReporter,
): ScheduledHandler {
  return async (req, context = {}) => {
    try {
      return await run();
    } catch (error) {
      await logAndReport(error, name, "SCHEDULED", req, context, reporter);
      return new Response(null, { status: 500 });
    }
  };
}

/**
 * Wraps a function that is not an API route (pages rendered on request, the image proxy, media): an unexpected error
 * is logged (scrubbed) and reported once under the function's path pattern (never the concrete URL), and the visitor
 * gets a plain 500 that no cache keeps. Every answer gets the security headers it lacks (server/platform/http/security-headers.ts).
 * API routes report through serveRoutes.
 */
export function reportingRequestErrors(
  route: string,
  handle: FunctionHandler,
  reporter: Reporter = serverErrorReporter,
): FunctionHandler {
  return async (req, context = {}) => {
    try {
      return withSecurityHeaders(await handle(req, context));
    } catch (error) {
      await logAndReport(error, route, req.method, req, context, reporter);
      return withSecurityHeaders(
        new Response("サーバーエラーが発生しました。時間をおいて再度お試しください。", {
          status: 500,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        }),
      );
    }
  };
}
