import { api } from "./default-client";
import type { ApiRequester } from "./requester";

/** A test's stand-in for one GET: called with the client, the query and the abort signal the page sent. */
export type ApiGetAnswer = jest.Mock<
  Promise<unknown>,
  [client: ApiRequester, query: unknown, signal: AbortSignal | undefined]
>;

/**
 * For tests of the pages that load with the data layer's typed calls: the browser client's requests to `path` are
 * answered by `answer` (a `jest.fn()` the test sets and asserts on); any other request fails the test.
 * Call it in `beforeEach` (it spies on `api.request`, and returns the spy: every request, to any path).
 */
export function answerApiGets(path: string, answer: ApiGetAnswer): jest.SpiedFunction<typeof api.request> {
  return jest.spyOn(api, "request").mockImplementation(async (request) => {
    if (request.path !== path) throw new Error(`unexpected API call in the test: ${request.path}`);
    return (await answer(api, request.query, request.signal)) as never;
  });
}
