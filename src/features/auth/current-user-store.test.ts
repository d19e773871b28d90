import { createCurrentUserStore } from "./current-user-store";
import { apiError, testCurrentUser } from "./test-support";

function setup(hint: boolean, load: () => Promise<ReturnType<typeof testCurrentUser>>) {
  let hasHint = hint;
  const clearSessionHint = jest.fn(() => {
    hasHint = false;
  });
  const loadCurrentUser = jest.fn(load);
  const store = createCurrentUserStore({ hasSessionHint: () => hasHint, clearSessionHint, loadCurrentUser });
  return { store, clearSessionHint, loadCurrentUser };
}

describe("createCurrentUserStore", () => {
  it("is anonymous without the hint cookie and makes no call", async () => {
    const { store, loadCurrentUser } = setup(false, async () => testCurrentUser());
    expect(store.getSnapshot().status).toBe("anonymous");
    await expect(store.ensureLoaded()).resolves.toMatchObject({ status: "anonymous" });
    expect(loadCurrentUser).not.toHaveBeenCalled();
  });

  it("with the hint: loading, then signed in; every caller shares the one load", async () => {
    const { store, loadCurrentUser } = setup(true, async () => testCurrentUser());
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    expect(store.getSnapshot().status).toBe("loading");

    const [a, b] = await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();

    expect(loadCurrentUser).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(store.getSnapshot()).toMatchObject({ status: "signed_in", user: { last_name: "山田" } });
    expect(seen).toEqual(["loading", "signed_in"]);
  });

  it("a 401 clears the hint and leaves the visitor anonymous", async () => {
    const { store, clearSessionHint } = setup(true, async () => Promise.reject(apiError(401, "unauthorized")));
    await store.ensureLoaded();
    expect(clearSessionHint).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe("anonymous");
  });

  it("another failure leaves this page anonymous but keeps the hint for the next page", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const { store, clearSessionHint } = setup(true, async () => Promise.reject(apiError(500, "internal_error")));
    await store.ensureLoaded();
    expect(clearSessionHint).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe("anonymous");
    warn.mockRestore();
  });

  it("updateUser changes a signed-in student's fields for every subscriber, and does nothing when anonymous", async () => {
    const { store } = setup(true, async () => testCurrentUser({ unread_comments_count: 3 }));
    await store.ensureLoaded();
    const seen: number[] = [];
    store.subscribe(() => {
      const state = store.getSnapshot();
      if (state.status === "signed_in") seen.push(state.user.unread_comments_count);
    });
    store.updateUser({ unread_comments_count: 1 });
    expect(seen).toEqual([1]);
    expect(store.getSnapshot()).toMatchObject({
      status: "signed_in",
      user: { unread_comments_count: 1, last_name: "山田" },
    });

    const anonymous = setup(false, async () => testCurrentUser());
    await anonymous.store.ensureLoaded();
    anonymous.store.updateUser({ unread_comments_count: 1 });
    expect(anonymous.store.getSnapshot().status).toBe("anonymous");
  });

  it("after setAnonymous (sign-out) an answer still in flight is ignored", async () => {
    let resolve!: (user: ReturnType<typeof testCurrentUser>) => void;
    const { store } = setup(true, () => new Promise((r) => (resolve = r)));
    const load = store.ensureLoaded();
    store.setAnonymous();
    resolve(testCurrentUser());
    await load;
    expect(store.getSnapshot().status).toBe("anonymous");
  });
});
