import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import * as React from "react";
import { createApolloClient } from "@/lib/apollo/create-apollo-client";
import { createEngagementClient } from "@/lib/apollo/engagement-client";
import { createEngagementStore, FOLLOW_ERROR_MESSAGE, type EngagementStore } from "@/lib/apollo/engagement-store";
import { EngagementStoreProvider } from "@/lib/apollo/use-engagement";
import { ClipButton } from "./clip-button";
import { FollowButton } from "./follow-button";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";

type GraphqlBody = { query: string; variables?: Record<string, unknown>; operationName?: string };
type Call = { url: string; body: GraphqlBody; headers: Record<string, string>; credentials?: string };

function fakeResponse(status: number, body: unknown): Response {
  return {
    ok: status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

const VIEWER = {
  __typename: "Viewer",
  id: "u1",
  followedCompanyIds: [7],
  clippedEventIds: [21],
  universityRecordEventIds: [],
  clips: [{ __typename: "Clip", eventId: 21, bookmarkId: 501 }],
};

/** A fake /api/graphql: answers the viewer query, and each mutation through `answer` (which may hold it pending). */
function fakeServer(answer: (body: GraphqlBody) => Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as GraphqlBody;
    calls.push({ url, body, headers: init.headers as Record<string, string>, credentials: init.credentials });
    if (body.operationName === "EngagementViewer") return fakeResponse(200, { data: { viewer: VIEWER } });
    return answer(body);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function signedInStore(answer: (body: GraphqlBody) => Promise<Response>) {
  const server = fakeServer(answer);
  const loadClient = jest.fn(async () => createEngagementClient(createApolloClient({ fetch: server.fetch })));
  const store = createEngagementStore({ hasSignInHint: () => true, loadClient });
  return { store, server, loadClient };
}

function renderWith(store: EngagementStore, ui: React.ReactElement) {
  return render(<EngagementStoreProvider value={store}>{ui}</EngagementStoreProvider>);
}

beforeEach(() => {
  document.cookie = "csrf_token=csrf-123; path=/";
  document.cookie = "token=; path=/; max-age=0";
  window.history.pushState({}, "", "/events/seminar/12?ref=list");
  resetDataLayer();
});

describe("FollowButton and ClipButton, anonymous", () => {
  it("link to the sign-in page coming back here, and load nothing", async () => {
    const loadClient = jest.fn();
    const store = createEngagementStore({ hasSignInHint: () => false, loadClient });
    renderWith(
      store,
      <>
        <FollowButton companyId={7} companyName="ミライ商事" />
        <ClipButton eventId={21} />
      </>,
    );
    const follow = await screen.findByRole("link", { name: /フォローする\s*（ミライ商事）/ });
    await waitFor(() =>
      expect(follow).toHaveAttribute("href", "/login?return_to=%2Fevents%2Fseminar%2F12%3Fref%3Dlist"),
    );
    expect(screen.getByRole("link", { name: "保存する" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevents%2Fseminar%2F12%3Fref%3Dlist",
    );
    expect(loadClient).not.toHaveBeenCalled();
  });

  it("the default store makes no API call without the mirai_signed_in cookie", async () => {
    const fetchSpy = jest.fn();
    Object.assign(globalThis, { fetch: fetchSpy });
    render(<FollowButton companyId={7} />);
    await screen.findByRole("link", { name: "フォローする" });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("FollowButton, signed in", () => {
  it("shows the viewer's follows, toggles aria-pressed at once (optimistic) and sends the API headers", async () => {
    let release: (() => void) | undefined;
    const { store, server } = signedInStore(
      (body) =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              fakeResponse(200, {
                data: {
                  [body.operationName === "FollowCompany" ? "followCompany" : "unfollowCompany"]: {
                    __typename: "Company",
                    id: body.variables!.companyId,
                    followed: body.operationName === "FollowCompany",
                    liked: body.operationName === "FollowCompany",
                  },
                },
              }),
            );
        }),
    );
    renderWith(
      store,
      <>
        <FollowButton companyId={7} />
        <FollowButton companyId={8} />
      </>,
    );
    const [followed, other] = await screen.findAllByRole("button");
    await waitFor(() => expect(followed).toHaveAttribute("aria-pressed", "true"));
    expect(followed).toHaveTextContent("フォロー中");
    expect(other).toHaveAttribute("aria-pressed", "false");
    expect(other).toHaveTextContent("フォローする");

    fireEvent.click(other!);
    await waitFor(() => expect(other).toHaveAttribute("aria-pressed", "true"));
    const mutation = server.calls.find((call) => call.body.operationName === "FollowCompany");
    expect(mutation).toMatchObject({
      url: "/api/graphql",
      credentials: "include",
      body: { variables: { companyId: 8 } },
    });
    expect(mutation?.headers).toMatchObject({ "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": "csrf-123" });
    await act(async () => release!());
    expect(other).toHaveAttribute("aria-pressed", "true");
    expect(dataLayerEntries()).toEqual([
      { event: "follow-company", category: "company", interaction: "click", company_id: 8 },
    ]);

    fireEvent.click(followed!);
    await waitFor(() => expect(followed).toHaveAttribute("aria-pressed", "false"));
    await act(async () => release!());
    expect(dataLayerEntries()).toContainEqual({
      event: "unfollow-company",
      category: "company",
      interaction: "click",
      company_id: 7,
    });
  });

  it("rolls back and shows a message when the mutation fails; sends the bearer token when the token cookie exists", async () => {
    document.cookie = "token=abc.def.ghi; path=/";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const { store, server } = signedInStore(async () =>
      fakeResponse(200, { data: null, errors: [{ message: "nope", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }),
    );
    renderWith(store, <FollowButton companyId={8} />);
    const button = await screen.findByRole("button");
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "false"));
    fireEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(FOLLOW_ERROR_MESSAGE);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(server.calls.at(-1)?.headers).toMatchObject({ Authorization: "Bearer abc.def.ghi" });
    expect(dataLayerEntries()).toEqual([]);
    expect(warn).toHaveBeenCalledWith("follow:8 failed", expect.anything());
    warn.mockRestore();
  });

  it("acts as anonymous when the hint cookie is stale (viewer null)", async () => {
    const server = fakeServer(async () => fakeResponse(500, {}));
    const nullViewerFetch = (async (url: string, init: RequestInit) => {
      await server.fetch(url, init);
      return fakeResponse(200, { data: { viewer: null } });
    }) as unknown as typeof fetch;
    const store = createEngagementStore({
      hasSignInHint: () => true,
      loadClient: async () => createEngagementClient(createApolloClient({ fetch: nullViewerFetch })),
    });
    renderWith(store, <FollowButton companyId={7} />);
    await waitFor(() => expect(store.getSnapshot().status).toBe("anonymous"));
    expect(screen.getByRole("link", { name: "フォローする" })).toBeInTheDocument();
  });
});

describe("ClipButton, signed in", () => {
  it("shows 保存済み for a clipped event and unclips it; clips another", async () => {
    const { store, server } = signedInStore(async (body) => {
      const clip = body.operationName === "ClipEvent";
      const eventId = body.variables!.eventId as number;
      return fakeResponse(200, {
        data: {
          [clip ? "clipEvent" : "unclipEvent"]: {
            __typename: "Event",
            id: eventId,
            clipped: clip,
            bookmarkId: clip ? 900 : null,
            clipCount: 3,
          },
        },
      });
    });
    renderWith(
      store,
      <>
        <ClipButton eventId={21} eventTitle="夏のインターン" />
        <ClipButton eventId={22} />
      </>,
    );
    const clipped = await screen.findByRole("button", { name: /夏のインターン/ });
    await waitFor(() => expect(clipped).toHaveAttribute("aria-pressed", "true"));
    expect(clipped).toHaveTextContent("保存済み");
    fireEvent.click(clipped);
    await waitFor(() => expect(clipped).toHaveAttribute("aria-pressed", "false"));
    const other = screen.getByRole("button", { name: "保存する" });
    fireEvent.click(other);
    await waitFor(() => expect(other).toHaveAttribute("aria-pressed", "true"));
    await waitFor(() => expect(server.calls.filter((call) => call.body.operationName === "ClipEvent")).toHaveLength(1));
    expect(store.getSnapshot().clippedEventIds).toEqual(new Set([22]));
  });
});
