import { ERROR_PAGE_PATH, governPageLoader, type GatsbyPageLoader } from "./gatsby-page-loader";
import { createPreloadQueue } from "./preload-queue";

const page = (path: string) => ({ status: "success", page: { path } });
const failure = { status: "error", error: new Error("Loading chunk component---x failed.") };

function fakeLoader(results: Record<string, unknown>) {
  const loadPage = jest.fn((rawPath: string) => Promise.resolve(results[rawPath]));
  const loadPageSync = jest.fn((rawPath: string) => results[rawPath]);
  const loader: GatsbyPageLoader = { loadPage, loadPageSync, hovering: jest.fn() };
  return { loader, loadPage, loadPageSync };
}

function govern(loader: GatsbyPageLoader, reloadAllowed: boolean) {
  const rules = {
    claimReload: jest.fn(() => reloadAllowed),
    showingErrorScreen: jest.fn(),
    preload: createPreloadQueue(1),
  };
  governPageLoader(loader, rules);
  return rules;
}

describe("governPageLoader", () => {
  it("passes a page that loaded through, without counting", async () => {
    const { loader } = fakeLoader({ "/a": page("/a") });
    const rules = govern(loader, true);
    await expect(loader.loadPage("/a")).resolves.toEqual(page("/a"));
    expect(rules.claimReload).not.toHaveBeenCalled();
  });

  it("within the reload budget hands the failure to Gatsby, which reloads the path", async () => {
    const { loader } = fakeLoader({ "/a": failure, [ERROR_PAGE_PATH]: page(ERROR_PAGE_PATH) });
    const rules = govern(loader, true);
    await expect(loader.loadPage("/a")).resolves.toBe(failure);
    expect(rules.claimReload).toHaveBeenCalledTimes(1);
    expect(rules.showingErrorScreen).not.toHaveBeenCalled();
  });

  it("past the budget gives the error screen's resources for the path, now and when rendered", async () => {
    const { loader, loadPageSync } = fakeLoader({
      "/a?x=1": failure,
      [ERROR_PAGE_PATH]: page(ERROR_PAGE_PATH),
      "/b": page("/b"),
    });
    const rules = govern(loader, false);
    await expect(loader.loadPage("/a?x=1")).resolves.toEqual(page(ERROR_PAGE_PATH));
    expect(rules.showingErrorScreen).toHaveBeenCalledWith("/a?x=1");

    expect(loader.loadPageSync("/a?x=1", { withErrorDetails: true })).toEqual(page(ERROR_PAGE_PATH));
    expect(loadPageSync).toHaveBeenLastCalledWith(ERROR_PAGE_PATH, { withErrorDetails: true });
    expect(loader.loadPageSync("/b")).toEqual(page("/b"));
  });

  it("past the budget, when the error screen cannot load either, leaves the failure to Gatsby", async () => {
    const { loader } = fakeLoader({ "/a": failure, [ERROR_PAGE_PATH]: failure });
    const rules = govern(loader, false);
    await expect(loader.loadPage("/a")).resolves.toBe(failure);
    expect(rules.showingErrorScreen).not.toHaveBeenCalled();
  });

  it("preloads hovered pages through the queue with the ungoverned loader", async () => {
    let finish!: () => void;
    const { loader, loadPage } = fakeLoader({});
    loadPage.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(failure))));
    const rules = govern(loader, true);

    loader.hovering("/a");
    loader.hovering("/b");
    expect(loadPage.mock.calls).toEqual([["/a"]]);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(loadPage.mock.calls).toEqual([["/a"], ["/b"]]);
    // a failed preload is not a navigation: nothing counted
    expect(rules.claimReload).not.toHaveBeenCalled();
  });
});
