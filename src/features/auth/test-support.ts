import type { ApiErrorBody } from "@core/api/api-error";
import { ResponseError } from "@/lib/api/errors";
import type { ApiRequest, ApiRequester } from "@/lib/api/requester";

export { testCurrentUser } from "@core/test-support/current-user";

/** A ResponseError as the requester throws it for a non-2xx answer with the API's error envelope. */
export function apiError(status: number, code: string, headers: Record<string, string> = {}): ResponseError {
  const body: ApiErrorBody = { error: { status, code, message: code } };
  const response = { status, ok: false, headers: new Headers(headers) } as Response;
  return new ResponseError(response, body);
}

export type FakeHandler = (request: ApiRequest<unknown>) => unknown;

/** A requester answering from `handler` (a thrown error becomes the rejection) and recording every request. */
export function fakeRequester(handler: FakeHandler): ApiRequester & { requests: ApiRequest<unknown>[] } {
  const requests: ApiRequest<unknown>[] = [];
  return {
    requests,
    async request<T>(request: ApiRequest<T>): Promise<T> {
      requests.push(request as ApiRequest<unknown>);
      return (await handler(request as ApiRequest<unknown>)) as T;
    },
  };
}
