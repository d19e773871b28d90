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
import type { ServerMonitoringConfig } from "./monitoring-env";
import { scrubErrorText } from "./scrub-error-text";
import type { ServerErrorContext } from "./server-error-context";
import { v8StackParser } from "./v8-stack-parser";

const FLUSH_TIMEOUT_MS = 2000;

export type SentryFunctionsClient = { capture(error: unknown, context: ServerErrorContext): Promise<void> };

/**
 * @sentry/core's client as @sentry/vercel-edge and @sentry/cloudflare build theirs, with a fetch transport and no
 * integrations (nothing captured on its own, nothing about the request), the error's text scrubbed of query
 * parameters, e-mail addresses and URL queries. Loaded only when there is something to report.
 */
export function createSentryFunctionsClient(
  config: NonNullable<ServerMonitoringConfig>,
  fetchImpl: typeof fetch,
): SentryFunctionsClient {
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
    async capture(error, { requestId, route, method, status }) {
      const scope = new Scope();
      scope.setTags({ route, method, status: String(status), ...(requestId ? { request_id: requestId } : {}) });
      scope.setTransactionName(`${method} ${route}`);
      client.captureException(error, undefined, scope);
      await client.flush(FLUSH_TIMEOUT_MS);
    },
  };
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
    return resolvedSyncPromise(
      eventFromMessage(this.getOptions().stackParser, message, level, hint, this.getOptions().attachStacktrace),
    );
  }
}

function fetchTransport(options: BaseTransportOptions, fetchImpl: typeof fetch): Transport {
  return createTransport(options, async ({ body }) => {
    const response = await fetchImpl(options.url, { method: "POST", body: body as BodyInit });
    return {
      statusCode: response.status,
      headers: {
        "x-sentry-rate-limits": response.headers.get("X-Sentry-Rate-Limits"),
        "retry-after": response.headers.get("Retry-After"),
      },
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
