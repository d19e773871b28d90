/**
 * Whether an error means the database cannot be reached right now (down, restarting, unreachable, out of
 * connections) rather than a fault of the query or the code. Such errors are transient: the API answers 503 with
 * `Retry-After`, and the pool opens fresh connections once the server is back (pg-pool drops clients that broke).
 */
export function isDatabaseConnectionFailure(error: unknown): boolean {
  return causes(error).some(isConnectionFailureItself);
}

/** Socket-level failures while connecting or talking to the server (Node's `error.code`). */
const SOCKET_ERROR_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * Postgres SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03 (terminating
 * connection: admin or crash shutdown, cannot connect now) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300";
}

/** What pg and pg-pool throw, by message, when the connection is lost or never made. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

type ErrorLike = { message?: unknown; code?: unknown; cause?: unknown; errors?: unknown };

function isConnectionFailureItself(error: ErrorLike): boolean {
  const { code, message } = error;
  if (typeof code === "string" && (SOCKET_ERROR_CODES.has(code) || isUnavailableSqlState(code))) return true;
  return typeof message === "string" && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * The error, its `cause` chain (drizzle wraps pg's error in DrizzleQueryError) and AggregateError members (a host
 * name with several addresses). Judged by shape, not `instanceof Error`: Node's socket errors come from another realm
 * than code run in a VM context (Jest), where that test is false.
 */
function causes(error: unknown, depth = 0): ErrorLike[] {
  if (typeof error !== "object" || error === null || depth > 8) return [];
  const { cause, errors } = error as ErrorLike;
  const nested = Array.isArray(errors) ? errors.flatMap((inner: unknown) => causes(inner, depth + 1)) : [];
  return [error as ErrorLike, ...causes(cause, depth + 1), ...nested];
}
