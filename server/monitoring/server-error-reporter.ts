import {
  Client,
  Scope,
  createTransport,
  eventFromMessage,
  eventFromUnknownInput,
  resolvedSyncPromise,
  type BaseTransportOptions,
  type ClientOptions,
  type ErrorEvent,
  type Event,
  type EventHint,
  type ParameterizedString,
  type SeverityLevel,
  type Transport,
} from "@sentry/core";
import { readServerMonitoringConfig, type ServerMonitoringConfig } from "./monitoring-env";
import { scrubErrorText } from "./scrub-error-text";
import { v8StackParser } from "./v8-stack-parser";

/** What a report says about the request: never its body, query, cookies or headers. */
export type ServerErrorContext = {
  /** Netlify's request id (`context.requestId`, or the `x-nf-request-id` header) */
  requestId: string | null;
  /** the route's path pattern (`/api/v1/events/:id`), or the scheduled function's name */
  route: string;
  /** the HTTP method, or `SCHEDULED` */
  method: string;
  status: number;
};

export type ServerErrorReporter = {
  /** Sends one report and waits (up to two seconds) until it has left. */
  report(error: unknown, context: ServerErrorContext): Promise<void>;
};

const FLUSH_TIMEOUT_MS = 2000;

/**
 * The server side of error reporting: @sentry/core's client (as @sentry/vercel-edge and @sentry/cloudflare build
 * theirs) with a fetch transport, no integrations (nothing captured on its own, nothing about the request), and the
 * error's text scrubbed of query parameters, e-mail addresses and URL queries.
 */
export function createServerErrorReporter(config: NonNullable<ServerMonitoringConfig>, fetchImpl: typeof fetch = fetch): ServerErrorReporter {
  const client = new FunctionsClient({
    dsn: config.dsn,
    environment: config.environment,
    integrations: [],
    stackParser: v8StackParser,
    transport: (options: BaseTransportOptions) => fetchTransport(options, fetchImpl),
    beforeSend: scrubEvent,
  });
  client.init();
  return {
    async report(error, { requestId, route, method, status }) {
      const scope = new Scope();
      scope.setTags({ route, method, status: String(status), ...(requestId ? { request_id: requestId } : {}) });
      scope.setTransactionName(`${method} ${route}`);
      client.captureException(error, undefined, scope);
      await client.flush(FLUSH_TIMEOUT_MS);
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

class FunctionsClient extends Client<ClientOptions> {
  constructor(options: ClientOptions) {
    super(options);
  }

  eventFromException(exception: unknown, hint?: EventHint): PromiseLike<Event> {
    const event = eventFromUnknownInput(this, this.getOptions().stackParser, exception, hint);
    event.level = "error";
    return resolvedSyncPromise(event);
  }

  eventFromMessage(message: ParameterizedString, level: SeverityLevel = "info", hint?: EventHint): PromiseLike<Event> {
    return resolvedSyncPromise(eventFromMessage(this.getOptions().stackParser, message, level, hint, this.getOptions().attachStacktrace));
  }
}

function fetchTransport(options: BaseTransportOptions, fetchImpl: typeof fetch): Transport {
  return createTransport(options, async ({ body }) => {
    const response = await fetchImpl(options.url, { method: "POST", body: body as BodyInit });
    return {
      statusCode: response.status,
      headers: { "x-sentry-rate-limits": response.headers.get("X-Sentry-Rate-Limits"), "retry-after": response.headers.get("Retry-After") },
    };
  });
}

function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  delete event.request;
  delete event.server_name;
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubErrorText(exception.value);
  }
  if (event.message) event.message = scrubErrorText(event.message);
  return event;
}
