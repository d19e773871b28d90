import { act, fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import type { Popup } from "@core/api/popups";
import { createApiRequester } from "@/lib/api";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { CLOSED_POPUPS_KEY } from "../closed-popups";
import { SitePopup } from "./site-popup";

const campaign: Popup = {
  id: 1,
  type: "image",
  url: "/feature_events/2",
  title: "夏のインターンシップ特集、公開中！",
  message: "実務を体験できる夏季インターンシップを業界別にご紹介しています。",
  image_url: "/media/sample/banners/popup-1-0123abcd.jpg",
  target_path_prefixes: [],
  target_graduate_years: [],
  starts_at: "2026-06-01T00:00:00.000Z",
  ends_at: "2026-08-01T00:00:00.000Z",
};

const textPopup: Popup = {
  ...campaign,
  id: 2,
  type: "text",
  title: "27卒のみなさんへ",
  message: "エントリー受付中です。",
  image_url: null,
  url: "/events/internship/12",
};

/** A client whose fetch answers `popup` and records the URLs asked for. */
function clientAnswering(popup: Popup | null) {
  const urls: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return { ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify({ popup }) } as Response;
  });
  return { client: createApiRequester({ fetch, getToken: () => null }), urls };
}

async function renderPopup(popup: Popup | null, path = "/") {
  const { client, urls } = clientAnswering(popup);
  const view = render(<SitePopup path={path} client={client} />);
  await act(async () => undefined);
  return { ...view, urls, client };
}

const popupEvents = () => dataLayerEntries().filter((entry) => entry.event === "action-on-popup");

beforeEach(() => {
  resetDataLayer();
  window.localStorage.clear();
});

describe("SitePopup", () => {
  it("asks for the page's popup and shows an image popup as a labelled modal dialog whose picture links to its url", async () => {
    const { urls } = await renderPopup(campaign, "/events/internship");
    expect(urls).toEqual(["/api/v1/popups?path=%2Fevents%2Finternship"]);
    const dialog = screen.getByRole("dialog", { name: campaign.title });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const link = screen.getByRole("link", { name: campaign.title });
    expect(link).toHaveAttribute("href", "/feature_events/2");
    expect(screen.getByRole("img", { name: campaign.title })).toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it("loads the picture at once, with high priority: the dialog shows it as soon as it opens (often the page's largest paint)", async () => {
    await renderPopup(campaign, "/companies/22");
    const picture = screen.getByRole("img", { name: campaign.title });
    expect(picture).toHaveAttribute("loading", "eager");
    expect(picture).toHaveAttribute("fetchpriority", "high");
  });

  it("shows a text popup's message and a 詳しく見る link", async () => {
    await renderPopup(textPopup);
    expect(screen.getByRole("dialog", { name: "27卒のみなさんへ" })).toHaveTextContent("エントリー受付中です。");
    expect(screen.getByRole("link", { name: "詳しく見る" })).toHaveAttribute("href", "/events/internship/12");
  });

  it("pushes action-on-popup show (item-impression) once when shown, with the page's category", async () => {
    window.history.replaceState(null, "", "/events/internship");
    await renderPopup(campaign, "/events/internship");
    window.history.replaceState(null, "", "/");
    expect(popupEvents()).toEqual([
      {
        event: "action-on-popup",
        category: "internship",
        interaction: "item-impression",
        popup_id: 1,
        popup_type: "image",
        action: "show",
      },
    ]);
  });

  it("closes with 閉じる, pushing close, and is not shown again for that id", async () => {
    const first = await renderPopup(campaign);
    fireEvent.click(screen.getByRole("button", { name: "閉じる" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(popupEvents().map((entry) => [entry.action, entry.interaction])).toEqual([
      ["show", "item-impression"],
      ["close", "click"],
    ]);
    expect(JSON.parse(window.localStorage.getItem(CLOSED_POPUPS_KEY)!)).toEqual([1]);
    first.unmount();

    resetDataLayer();
    await renderPopup(campaign, "/companies");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(popupEvents()).toEqual([]);
    // another popup still shows
    await renderPopup(textPopup);
    expect(screen.getByRole("dialog", { name: "27卒のみなさんへ" })).toBeInTheDocument();
  });

  it("closes on Escape, pushing close", async () => {
    await renderPopup(textPopup);
    fireEvent.keyDown(screen.getByRole("link", { name: "詳しく見る" }), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(popupEvents().map((entry) => entry.action)).toEqual(["show", "close"]);
    expect(JSON.parse(window.localStorage.getItem(CLOSED_POPUPS_KEY)!)).toEqual([2]);
  });

  it("pushes click when its link is followed, and does not show it again", async () => {
    await renderPopup(campaign);
    const link = screen.getByRole("link", { name: campaign.title });
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(popupEvents().map((entry) => [entry.action, entry.interaction, entry.popup_id, entry.popup_type])).toEqual([
      ["show", "item-impression", 1, "image"],
      ["click", "click", 1, "image"],
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CLOSED_POPUPS_KEY)!)).toEqual([1]);
  });

  it("shows nothing and pushes nothing without a popup", async () => {
    await renderPopup(null);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(popupEvents()).toEqual([]);
  });

  it("decides once, when the answer arrives, whether the popup was closed: a later render never opens it", async () => {
    window.localStorage.setItem(CLOSED_POPUPS_KEY, JSON.stringify([campaign.id]));
    const { client, rerender } = await renderPopup(campaign, "/events/internship");
    expect(screen.queryByRole("dialog")).toBeNull();
    // closed on this page's answer; the page re-renders (a client-side navigation starts) after another tab reopened it
    window.localStorage.setItem(CLOSED_POPUPS_KEY, "[]");
    rerender(<SitePopup path="/events/internship" client={client} />);
    await act(async () => undefined);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(popupEvents()).toEqual([]);
  });
});
