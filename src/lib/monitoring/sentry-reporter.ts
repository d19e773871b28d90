import { globalHandlersIntegration, init, type BrowserOptions, type ErrorEvent } from "@sentry/react";
import type { SentryConfig } from "@core/monitoring/monitoring-config";
import { isNoiseError, type ErrorFacts } from "./noise-filter";
import { stripQueriesInText, stripQuery } from "./strip-query";

type Breadcrumb = NonNullable<ErrorEvent["breadcrumbs"]>[number];

/**
 * The error-reporting SDK's options: errors only (no tracing, no replay), the §8 noise dropped, unhandled
 * rejections not captured (logged only, `logged-rejections.ts`), and nothing personal: no user, cookies, headers or
 * query strings, no console breadcrumbs (they may print anything).
 */
export function sentryOptions(config: SentryConfig): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    // Sentry 11's successor of `sendDefaultPii: false`: no user, cookies, headers, bodies or query parameters.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // Left "always", the SDK would rewrite "Failed to fetch" in the app's own errors, which code and §8 match on.
    enhanceFetchErrorMessages: false,
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== "GlobalHandlers"),
      globalHandlersIntegration({ onerror: true, onunhandledrejection: false }),
    ],
    beforeSend: (event) => (isNoiseError(sentryEventFacts(event)) ? null : withoutPersonalData(event)),
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === "console" ? null : breadcrumbWithoutQueries(breadcrumb)),
  };
}

export function startSentry(config: SentryConfig): void {
  init(sentryOptions(config));
}

/** The thrown error is the last exception of the event (earlier ones are its causes). */
export function sentryEventFacts(event: ErrorEvent): ErrorFacts {
  const exception = event.exception?.values?.at(-1);
  const frames = exception?.stacktrace?.frames ?? [];
  return {
    name: exception?.type,
    message: exception?.value ?? event.message,
    filenames: frames.flatMap((frame) => (frame.filename ? [frame.filename] : [])),
  };
}

function withoutPersonalData(event: ErrorEvent): ErrorEvent {
  delete event.user;
  if (event.request) {
    event.request = { url: stripQuery(event.request.url), headers: pick(event.request.headers, ["User-Agent"]) };
  }
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = stripQueriesInText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) frame.filename = stripQuery(frame.filename);
  }
  if (event.message) event.message = stripQueriesInText(event.message);
  event.breadcrumbs = event.breadcrumbs?.map(breadcrumbWithoutQueries);
  return event;
}

function breadcrumbWithoutQueries(breadcrumb: Breadcrumb): Breadcrumb {
  if (!breadcrumb.data) return breadcrumb;
  const data = { ...breadcrumb.data };
  for (const key of ["url", "from", "to"])
    if (typeof data[key] === "string") data[key] = stripQuery(data[key] as string);
  return { ...breadcrumb, data };
}

function pick(
  headers: Record<string, string> | undefined,
  names: readonly string[],
): Record<string, string> | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));
}
