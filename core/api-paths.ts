/**
 * Every API path, written once: the server's routes (listed in server/api-routes.ts) take their `paths` from here,
 * and the browser builds each call's path from here with `apiPath`. Plain TypeScript, no zod,
 * so the browser bundle can import it.
 *
 * Patterns use the route matcher's syntax (server/platform/http/path-pattern.ts): literal segments, `:name`, and a trailing
 * optional `:name?`. Each functions/*.mts carries its routes' patterns as literals in `config.path` (Netlify reads
 * that object statically, so it cannot refer to this table), written by `npm run generate:functions`. Tests:
 * server/api-paths.test.ts (this table = the served routes' paths), scripts/lib/functions/generate-functions.test.ts
 * (functions' `config.path` = their routes' paths) and src/lib/api/browser-paths.test.ts (no API path literal in
 * browser code).
 */
// A namespace of the table's named exports: `apiPaths.events` stays tree-shakeable, unlike a property of one object.
export * as apiPaths from "./api-path-table";
import type * as apiPathTable from "./api-path-table";

export type ApiPathName = keyof typeof apiPathTable;
export type ApiPathPattern = (typeof apiPathTable)[ApiPathName];

/** The segments of a pattern, e.g. "/api/v1/events/:event_id" → "" | "api" | "v1" | "events" | ":event_id". */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;

/** A value of a path parameter; written with `encodeURIComponent(String(value))`. */
export type PathParamValue = string | number;

/** The parameters of a pattern, from its `:names`: `:name` is required, a trailing `:name?` may be left out. */
export type PathParams<P extends string> = { [K in RequiredName<Segments<P>>]: PathParamValue } & {
  [K in OptionalName<Segments<P>>]?: PathParamValue;
};

/** `apiPath`'s arguments after the pattern: none for a pattern without parameters, optional when all are optional. */
export type PathParamsArgs<P extends string> = [RequiredName<Segments<P>> | OptionalName<Segments<P>>] extends [never]
  ? []
  : [RequiredName<Segments<P>>] extends [never]
    ? [params?: PathParams<P>]
    : [params: PathParams<P>];

/**
 * The path of one call: `pattern` (an `apiPaths` entry) with each `:name` replaced by its encoded value.
 * `apiPath(apiPaths.eventSchedules, { event_id: 42 })` → "/api/v1/events/42/schedules". A trailing optional
 * parameter that is left out (undefined or "") drops its segment. A required parameter that is missing at run time
 * (undefined, null or "", which the types forbid) throws, and so does a value "." or "..", which URL parsing would
 * resolve away (encoded or not): either path would name another route.
 */
export function apiPath<P extends ApiPathPattern>(pattern: P, ...args: PathParamsArgs<P>): string {
  const params: Readonly<Record<string, PathParamValue | null | undefined>> = args[0] ?? {};
  return pattern
    .split("/")
    .flatMap((segment) => {
      if (!segment.startsWith(":")) return [segment];
      const optional = segment.endsWith("?");
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === null || value === "") {
        if (optional) return [];
        throw new TypeError(`apiPath: parameter "${name}" of ${pattern} is missing`);
      }
      const text = String(value);
      if (text === "." || text === "..")
        throw new TypeError(`apiPath: parameter "${name}" of ${pattern} cannot be "${text}"`);
      return [encodeURIComponent(text)];
    })
    .join("/");
}
