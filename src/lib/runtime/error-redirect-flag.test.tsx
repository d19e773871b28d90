import { createErrorRedirectFlag, ERROR_REDIRECT_STORAGE_KEY } from "./error-redirect-flag";

describe("createErrorRedirectFlag", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("keeps the path the error screen was shown at until the tab leaves it", () => {
    const flag = createErrorRedirectFlag(window.sessionStorage);
    expect(flag.get()).toBeNull();
    flag.set("/infos/terms");
    expect(window.sessionStorage.getItem(ERROR_REDIRECT_STORAGE_KEY)).toBe("/infos/terms");

    flag.routeChanged("/infos/terms");
    expect(createErrorRedirectFlag(window.sessionStorage).get()).toBe("/infos/terms");

    flag.routeChanged("/");
    expect(flag.get()).toBeNull();
    expect(window.sessionStorage.getItem(ERROR_REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it("does nothing without storage", () => {
    const flag = createErrorRedirectFlag(null);
    flag.set("/a");
    flag.routeChanged("/b");
    expect(flag.get()).toBeNull();
  });
});
