import fc from "fast-check";
import { z } from "zod";
import { isMutatingMethod } from "../../platform/http/define-route";
import { parseQuery } from "../../platform/http/parse-query";
import { matchPathPattern } from "../../platform/http/path-pattern";
import { findUnstorableText } from "../../platform/http/unstorable-text";
import { acceptedJsonValues, acceptedTextValues } from "./field-samples";
import { encodeSegment, hostileJson, hostileSegment, hostileString, NASTY_RAW_BODIES } from "./hostile-values";
import type { RouteCase } from "./route-cases";

export type InputSource = "path" | "query" | "body";

/** One generated request: where it goes, its body text, and whether the route's own schemas accept it. */
export type BadInput = {
  source: InputSource;
  path: string;
  query: string;
  body?: string;
  valid: boolean | "not-this-route";
  summary: string;
};

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** Values a request would normally carry (real ids of the seed), so that only the source under test is odd. */
export type BaseValues = { params: Readonly<Record<string, string>>; body?: unknown };

/** Which of params, query and body a route takes, so which the inventory fuzzes. */
export function inputSources({ route, method, path }: RouteCase): InputSource[] {
  return [
    ...(route.params && /:/.test(path) ? (["path"] as const) : []),
    ...(route.query ? (["query"] as const) : []),
    ...(isMutatingMethod(method) ? (["body"] as const) : []),
  ];
}

const EXTRA_KEYS = ["id", "user_id", "admin", "constructor", "utm_source"];

/** One field: mostly something it accepts on its own (so the rest of the input gets a chance), else anything. */
function fieldValue<T>(accepted: readonly T[], hostile: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return accepted.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...accepted) }, { weight: 2, arbitrary: hostile })
    : hostile;
}

function shapeOf(schema: ObjectSchema | undefined): Record<string, z.ZodType> {
  return (schema?.shape ?? {}) as Record<string, z.ZodType>;
}

function paramsArbitrary(routeCase: RouteCase, base: BaseValues): fc.Arbitrary<Record<string, string>> {
  const fields = Object.entries(shapeOf(routeCase.route.params)).map(([name, schema]) => {
    const accepted = acceptedTextValues(schema)
      .filter((value): value is string => typeof value === "string")
      .map(encodeSegment);
    return [
      name,
      fieldValue([...accepted, ...(base.params[name] ? [base.params[name]] : [])], hostileSegment),
    ] as const;
  });
  return fc.record(Object.fromEntries(fields));
}

function queryArbitrary(routeCase: RouteCase): fc.Arbitrary<string> {
  const shape = shapeOf(routeCase.route.query);
  const pairs = Object.entries(shape).map(([name, schema]) => {
    const accepted = acceptedTextValues(schema);
    const hostile = fc.oneof(hostileString, fc.array(hostileString, { minLength: 1, maxLength: 3 }));
    return fieldValue<string | string[]>(accepted, hostile).map((value) => [name, value] as const);
  });
  const extra = fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), hostileString), hostileString);
  return fc
    .tuple(
      fc.tuple(...pairs.map((pair) => fc.option(pair, { freq: 3 }))),
      fc.option(extra, { freq: 3 }),
      fc.option(fc.constantFrom("page=%ZZ", "per=%ED%A0%80", "%00=%00", "=&=&", "a[]=1&a=2", "[]=x"), { freq: 4 }),
    )
    .map(([chosen, extraPair, raw]) => {
      const search = new URLSearchParams();
      for (const [name, value] of chosen.filter((pair) => pair !== null)) {
        if (Array.isArray(value)) for (const item of value) search.append(`${name}[]`, item);
        else search.append(name, value);
      }
      if (extraPair) search.append(extraPair[0], extraPair[1]);
      return [search.toString(), raw].filter((part) => part).join("&");
    });
}

function bodyArbitrary(routeCase: RouteCase): fc.Arbitrary<string> {
  const shape = shapeOf(routeCase.route.body);
  const fields = Object.entries(shape).map(
    ([name, schema]) => [name, fieldValue(acceptedJsonValues(schema), hostileJson)] as const,
  );
  const object = fc
    .tuple(
      fc.record(Object.fromEntries(fields), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), hostileString), hostileJson), { freq: 3 }),
    )
    .map(([record, extra]) => JSON.stringify(extra ? { ...record, [extra[0]]: extra[1] } : record));
  return fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_RAW_BODIES) },
    { weight: 1, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? "null") },
  );
}

const emptyBody = z.strictObject({});
const freeBody = z.looseObject({});

/** What defineRoute validates a body text against (see readBody there), and whether it passes. */
function bodyIsValid(routeCase: RouteCase, text: string): boolean {
  // a binary body is the handler's to judge (its size and content), never defineRoute's
  if (routeCase.route.rawBody) return true;
  let parsed: unknown;
  if (text.trim() === "") parsed = undefined;
  else {
    try {
      parsed = JSON.parse(text);
    } catch {
      return false;
    }
  }
  const { route } = routeCase;
  if (route.freeBody) return freeBody.safeParse(parsed ?? {}).success;
  if (findUnstorableText(parsed)) return false;
  if (!route.body) return emptyBody.safeParse(parsed ?? {}).success;
  return route.body.safeParse(parsed).success;
}

/** The route that serveRoutes picks for this path and method: the first in table order. */
export type RouteResolver = (pathname: string, method: string) => RouteCase["route"] | undefined;

function summarize(value: string): string {
  return JSON.stringify(value.length > 160 ? `${value.slice(0, 160)}…(${value.length} chars)` : value);
}

/** 200 (or `numRuns`) generated requests for one source of one operation, the others set to `base`. */
export function sampleBadInputs(
  routeCase: RouteCase,
  source: InputSource,
  base: BaseValues,
  resolve: RouteResolver,
  options: { numRuns: number; seed: number },
): BadInput[] {
  const basePath = (params: Record<string, string>) =>
    routeCase.path.replace(
      /:([A-Za-z_][A-Za-z0-9_]*)\??/g,
      (_match, name: string) => params[name] ?? base.params[name] ?? "1",
    );
  const baseBody = isMutatingMethod(routeCase.method) ? JSON.stringify(base.body ?? {}) : undefined;
  const judge = (path: string, query: string, body: string | undefined): boolean | "not-this-route" => {
    const url = new URL(`${path}${query ? `?${query}` : ""}`, "http://localhost");
    if (resolve(url.pathname, routeCase.method) !== routeCase.route) return "not-this-route";
    const params = matchPathPattern(routeCase.path, url.pathname) ?? {};
    const queryInput = parseQuery(url.searchParams);
    // what defineRoute checks before any schema: no text Postgres cannot store (server/platform/http/unstorable-text.ts)
    const paramsValid =
      !routeCase.route.params || (!findUnstorableText(params) && routeCase.route.params.safeParse(params).success);
    const queryValid =
      !routeCase.route.query ||
      (!findUnstorableText(queryInput) && routeCase.route.query.safeParse(queryInput).success);
    return paramsValid && queryValid && (body === undefined || bodyIsValid(routeCase, body));
  };
  const arbitrary: fc.Arbitrary<BadInput> =
    source === "path"
      ? paramsArbitrary(routeCase, base).map((params) => {
          const path = basePath(params);
          return {
            source,
            path,
            query: "",
            body: baseBody,
            valid: judge(path, "", baseBody),
            summary: summarize(path),
          };
        })
      : source === "query"
        ? queryArbitrary(routeCase).map((query) => {
            const path = basePath({});
            return {
              source,
              path,
              query,
              body: baseBody,
              valid: judge(path, query, baseBody),
              summary: summarize(query),
            };
          })
        : bodyArbitrary(routeCase).map((body) => {
            const path = basePath({});
            return { source, path, query: "", body, valid: judge(path, "", body), summary: summarize(body) };
          });
  return fc.sample(arbitrary, { numRuns: options.numRuns, seed: options.seed });
}
