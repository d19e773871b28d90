import { reloadOnBackForwardRestore } from "./back-forward-reload";

function pageshow(persisted: boolean): Event {
  return Object.assign(new Event("pageshow"), { persisted });
}

describe("reloadOnBackForwardRestore", () => {
  it("reloads a page shown again from the back/forward cache, not a freshly loaded one", () => {
    const reload = jest.fn();
    const win = Object.assign(new EventTarget(), { location: { reload } as unknown as Location });
    reloadOnBackForwardRestore(win);

    win.dispatchEvent(pageshow(false));
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
