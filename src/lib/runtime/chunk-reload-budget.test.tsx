import {
  CHUNK_RELOAD_STORAGE_KEY,
  createChunkReloadBudget,
  RELOAD_COUNTER_LIMIT,
  RELOAD_GUARD_TIMEOUT_MS,
} from "./chunk-reload-budget";

describe("createChunkReloadBudget", () => {
  let now = 1_000_000;
  const clock = () => now;
  const stored = () => JSON.parse(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? "null") as unknown;

  beforeEach(() => {
    window.sessionStorage.clear();
    now = 1_000_000;
  });

  it("names the spec's limits", () => {
    expect(RELOAD_COUNTER_LIMIT).toBe(2);
    expect(RELOAD_GUARD_TIMEOUT_MS).toBe(10_000);
  });

  it("allows a reload while the session counter is below 2, counting each in sessionStorage", () => {
    const budget = createChunkReloadBudget(window.sessionStorage, clock);
    expect(budget.claimReload()).toBe(true);
    expect(stored()).toEqual({ count: 1, lastReloadAt: now });

    now += RELOAD_GUARD_TIMEOUT_MS;
    // a new page load reads the same tab's counter
    expect(createChunkReloadBudget(window.sessionStorage, clock).claimReload()).toBe(true);
    expect(stored()).toEqual({ count: 2, lastReloadAt: now });

    now += 60_000;
    expect(budget.claimReload()).toBe(false);
    expect(stored()).toEqual({ count: 2, lastReloadAt: now - 60_000 });
  });

  it("refuses another reload within 10 s of the last forced one", () => {
    const budget = createChunkReloadBudget(window.sessionStorage, clock);
    expect(budget.claimReload()).toBe(true);
    now += RELOAD_GUARD_TIMEOUT_MS - 1;
    expect(budget.claimReload()).toBe(false);
    expect(stored()).toEqual({ count: 1, lastReloadAt: 1_000_000 });
    now += 1;
    expect(budget.claimReload()).toBe(true);
  });

  it("starts afresh after a navigation succeeded once the guard has passed, not within it", () => {
    const budget = createChunkReloadBudget(window.sessionStorage, clock);
    budget.claimReload();
    now += 5_000;
    budget.navigationSucceeded();
    expect(stored()).toEqual({ count: 1, lastReloadAt: 1_000_000 });

    now += 5_000;
    budget.claimReload();
    now += RELOAD_GUARD_TIMEOUT_MS;
    expect(budget.claimReload()).toBe(false);
    budget.navigationSucceeded();
    expect(stored()).toBeNull();
    expect(budget.claimReload()).toBe(true);
  });

  it("never forces a reload without storage, and reads a damaged entry as none", () => {
    expect(createChunkReloadBudget(null, clock).claimReload()).toBe(false);
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, "{not json");
    expect(createChunkReloadBudget(window.sessionStorage, clock).claimReload()).toBe(true);
    expect(stored()).toEqual({ count: 1, lastReloadAt: now });
  });
});
