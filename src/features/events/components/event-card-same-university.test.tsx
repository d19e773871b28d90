import { act, render, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createApolloClient } from "@/lib/apollo/create-apollo-client";
import { createEngagementClient } from "@/lib/apollo/engagement-client";
import { createEngagementStore, type EngagementStore } from "@/lib/apollo/engagement-store";
import { EngagementStoreProvider } from "@/lib/apollo/use-engagement";
import { testEventCard as event } from "../test/event-card-fixtures";
import { EventCard } from "./event-card";

const MARK = "同じ大学の学生がエントリー";

function fakeResponse(body: unknown): Response {
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** A signed-in store fed by a fake /api/graphql whose viewer has classmates' entries at `eventIds`. */
function signedInStore(eventIds: number[]): { store: EngagementStore; queries: string[] } {
  const queries: string[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    queries.push(String(init.body));
    return fakeResponse({
      data: {
        viewer: {
          __typename: "Viewer",
          id: "u1",
          followedCompanyIds: [],
          clippedEventIds: [],
          universityRecordEventIds: eventIds,
          clips: [],
        },
      },
    });
  }) as unknown as typeof globalThis.fetch;
  const store = createEngagementStore({
    hasSignInHint: () => true,
    loadClient: async () => createEngagementClient(createApolloClient({ fetch })),
  });
  return { store, queries };
}

const anonymousStore = () => createEngagementStore({ hasSignInHint: () => false, loadClient: jest.fn() });

function cardWith(store: EngagementStore, id: number) {
  return (
    <EngagementStoreProvider value={store}>
      <EventCard event={event({ db_id: id })} />
    </EngagementStoreProvider>
  );
}

const badgesOf = () => within(screen.getByRole("list", { name: "ラベル" }));

beforeEach(() => {
  document.cookie = "csrf_token=csrf-123; path=/";
});

describe("the same-university mark on an event card", () => {
  it("shows for a signed-in student when the viewer's universityRecordEventIds has the event, as a label", async () => {
    const { store, queries } = signedInStore([41, 42]);
    render(cardWith(store, 42));
    expect(await badgesOf().findByText(MARK)).toBeInTheDocument();
    expect(queries.join()).toContain("universityRecordEventIds");
  });

  it("does not show on other events", async () => {
    const { store } = signedInStore([41]);
    render(cardWith(store, 42));
    await waitFor(() => expect(store.getSnapshot().status).toBe("signed-in"));
    expect(badgesOf().queryByText(MARK)).toBeNull();
  });

  it("never shows anonymously, and asks nothing", () => {
    render(cardWith(anonymousStore(), 42));
    expect(badgesOf().queryByText(MARK)).toBeNull();
  });

  it("is not in the prerendered HTML, and hydrating it for a signed-in student adds the mark without a mismatch", async () => {
    const html = renderToString(cardWith(anonymousStore(), 42));
    expect(html).not.toContain(MARK);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => recoverable.push(args));
    const { store } = signedInStore([42]);
    try {
      await act(async () => {
        hydrateRoot(container, cardWith(store, 42), { onRecoverableError: (error) => recoverable.push(error) });
      });
      await waitFor(() => expect(container.textContent).toContain(MARK));
      expect(recoverable).toEqual([]);
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
