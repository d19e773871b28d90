import { act, render, screen } from "@testing-library/react";
import * as React from "react";
import { PopupMount } from "./popup-mount";
import { IDLE_CALLBACK_FALLBACK_MS as IDLE_FALLBACK_MS } from "@/lib/runtime/on-idle";

const popup = {
  id: 1,
  type: "text",
  url: "/feature_events/2",
  title: "夏のインターンシップ特集、公開中！",
  message: "公開中です。",
  image_url: null,
  target_path_prefixes: [],
  target_graduate_years: [],
  starts_at: "2026-06-01T00:00:00.000Z",
  ends_at: "2026-08-01T00:00:00.000Z",
};

let fetchMock: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers(),
    text: async () => JSON.stringify({ popup }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, "", "/");
});

/** Lets the idle fallback fire, the lazy chunk load and the call answer. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      jest.advanceTimersByTime(IDLE_FALLBACK_MS);
      await Promise.resolve();
    });
  }
}

describe("PopupMount", () => {
  it("asks nothing until the page is interactive, then loads the popup of the address and shows it", async () => {
    window.history.replaceState(null, "", "/events/internship");
    render(<PopupMount pagePath="/events/internship" />);
    expect(fetchMock).not.toHaveBeenCalled();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/v1/popups?path=%2Fevents%2Finternship");
    expect(await screen.findByRole("dialog", { name: popup.title })).toBeInTheDocument();
  });

  it.each([
    ["/user_registrations/basic_information"],
    ["/event_in/attend/events/12"],
    ["/event_checkinable_companies/3"],
    ["/event_attendance"],
  ])("never asks on %s", async (path) => {
    window.history.replaceState(null, "", path);
    render(<PopupMount pagePath={path} />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks again for the new address after a client-side navigation", async () => {
    const view = render(<PopupMount pagePath="/" />);
    await settle();
    window.history.replaceState(null, "", "/companies");
    view.rerender(<PopupMount pagePath="/companies" />);
    await settle();
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      "/api/v1/popups?path=%2F",
      "/api/v1/popups?path=%2Fcompanies",
    ]);
  });
});
