import type { ApiCallMethod, ApiCalls } from "@core/api-calls";
import { apiPath, type ApiPathName, type ApiPathPattern, type PathParams, type PathParamsArgs } from "@core/api-paths";
import type * as apiPathTable from "@core/api-path-table";
import { api } from "./default-client";
import type { QueryParams } from "./query-string";
import type { ApiRequester } from "./requester";

/** The name of the path table's entry whose pattern is `P`. */
type NameOf<P extends ApiPathPattern> = {
  [N in ApiPathName]: (typeof apiPathTable)[N] extends P ? N : never;
}[ApiPathName];

/** The patterns that have a call of method `M` in core/api-calls.ts. */
export type CallablePattern<M extends ApiCallMethod> = (typeof apiPathTable)[keyof ApiCalls[M] & ApiPathName];

type CallOf<M extends ApiCallMethod, P extends ApiPathPattern> = ApiCalls[M][NameOf<P> & keyof ApiCalls[M]];
type Field<Call, K extends "query" | "body"> = Call extends Record<K, infer T> ? T : never;

type ParamsInput<P extends ApiPathPattern> =
  PathParamsArgs<P> extends []
    ? { params?: never }
    : PathParamsArgs<P> extends [params: PathParams<P>]
      ? { params: PathParams<P> }
      : { params?: PathParams<P> };
type QueryInput<Q> = [Q] extends [never] ? { query?: never } : { query?: Q };
type BodyInput<B> = [B] extends [never] ? { body?: never } : { body: B };

/** What a call takes besides its path: the pattern's parameters, the contract's query and body. */
export type ApiCallInput<M extends ApiCallMethod, P extends ApiPathPattern> = ParamsInput<P> &
  QueryInput<Field<CallOf<M, P>, "query">> &
  BodyInput<Field<CallOf<M, P>, "body">>;

/** The 2xx answer of a call, from its contract. */
export type ApiCallAnswer<M extends ApiCallMethod, P extends ApiPathPattern> =
  CallOf<M, P> extends { response: infer R } ? R : never;

export type ApiCallOptions = {
  /** default: the browser's client (src/lib/api/default-client.ts); tests pass their own */
  client?: ApiRequester;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  onHeaders?: (headers: Headers) => void;
  /** false when the caller retries itself (the data layer's queries: src/lib/data/query-client.ts) */
  retry?: boolean;
};

/**
 * The browser's one typed call: `pattern` is an entry of the path table (`apiPaths.event`), the parameters fill it,
 * and the query, body and answer are typed by the call's contract (core/api-calls.ts). Sent by the requester with
 * the spec's rules (marker header, credentials, CSRF, bearer token, error envelope).
 * The pattern is passed rather than its name so that a page's chunk carries only the paths it calls.
 */
export function apiCall<M extends ApiCallMethod, P extends CallablePattern<M>>(
  method: M,
  pattern: P,
  input: ApiCallInput<M, P>,
  { client = api, ...options }: ApiCallOptions = {},
): Promise<ApiCallAnswer<M, P>> {
  const { params, query, body } = input as { params?: PathParams<P>; query?: QueryParams; body?: unknown };
  const path = (apiPath as (pattern: ApiPathPattern, params?: PathParams<P>) => string)(pattern, params);
  return client.request<ApiCallAnswer<M, P>>({ method, path, query, body, ...options });
}

export const apiGet = <P extends CallablePattern<"GET">>(
  pattern: P,
  input: ApiCallInput<"GET", P>,
  options?: ApiCallOptions,
) => apiCall("GET", pattern, input, options);
export const apiPost = <P extends CallablePattern<"POST">>(
  pattern: P,
  input: ApiCallInput<"POST", P>,
  options?: ApiCallOptions,
) => apiCall("POST", pattern, input, options);
export const apiPatch = <P extends CallablePattern<"PATCH">>(
  pattern: P,
  input: ApiCallInput<"PATCH", P>,
  options?: ApiCallOptions,
) => apiCall("PATCH", pattern, input, options);
export const apiPut = <P extends CallablePattern<"PUT">>(
  pattern: P,
  input: ApiCallInput<"PUT", P>,
  options?: ApiCallOptions,
) => apiCall("PUT", pattern, input, options);
export const apiDelete = <P extends CallablePattern<"DELETE">>(
  pattern: P,
  input: ApiCallInput<"DELETE", P>,
  options?: ApiCallOptions,
) => apiCall("DELETE", pattern, input, options);
