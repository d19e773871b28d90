import { readServerMonitoringConfig, type ServerMonitoringConfig } from "./monitoring-env";
import type { SentryFunctionsClient } from "./sentry-functions-client";
import type { ServerErrorContext } from "./server-error-context";

export type { ServerErrorContext };

export type ServerErrorReporter = {
  /** Sends one report and waits (up to two seconds) until it has left. */
  report(error: unknown, context: ServerErrorContext): Promise<void>;
};

/**
 * The server side of error reporting (Sentry, `sentry-functions-client.ts`). The SDK is imported on the first report,
 * so that a function that never fails never evaluates it.
 */
export function createServerErrorReporter(
  config: NonNullable<ServerMonitoringConfig>,
  fetchImpl: typeof fetch = fetch,
): ServerErrorReporter {
  let client: Promise<SentryFunctionsClient> | undefined;
  return {
    async report(error, context) {
      client ??= import("./sentry-functions-client").then(({ createSentryFunctionsClient }) =>
        createSentryFunctionsClient(config, fetchImpl),
      );
      await (await client).capture(error, context);
    },
  };
}

const processReporterKey = Symbol.for("mirai.monitoring.serverErrorReporter");
type ReporterHolder = { [processReporterKey]?: ServerErrorReporter | null };

/**
 * This process's reporter from SENTRY_DSN (made once), or null when it is unset, or invalid: reporting an error must
 * never turn the 500 it reports into a crash.
 */
export function serverErrorReporter(env: NodeJS.ProcessEnv = process.env): ServerErrorReporter | null {
  const holder = globalThis as ReporterHolder;
  if (holder[processReporterKey] === undefined) holder[processReporterKey] = reporterFrom(env);
  return holder[processReporterKey];
}

function reporterFrom(env: NodeJS.ProcessEnv): ServerErrorReporter | null {
  let config: ServerMonitoringConfig;
  try {
    config = readServerMonitoringConfig(env);
  } catch {
    console.error("SENTRY_DSN is not a URL: server errors are logged only");
    return null;
  }
  return config ? createServerErrorReporter(config) : null;
}
