import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { BOT_ERROR_PAGE_LOG, ErrorScreen } from "./error-screen";
import { errorViewModel } from "./error-view-model";

describe("ErrorScreen", () => {
  it("renders the not-found title, message, top-page button, guide link and technical message", () => {
    render(<ErrorScreen error={errorViewModel(404, "Page Not Found: /no/such/page")} />);

    expect(screen.getByRole("heading", { level: 1, name: "ページが見つかりません" })).toBeInTheDocument();
    expect(screen.getByText("お探しのページは削除されたか、移動した可能性があります。")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "トップページへ戻る" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "サイトの使い方を見る" })).toHaveAttribute("href", "/infos/guide");
    expect(screen.getByTestId("error-technical-message")).toHaveTextContent("Page Not Found: /no/such/page");
    expect(document.querySelector("[data-illustration='not-found']")).not.toBeNull();
  });

  it("renders the server error", () => {
    render(<ErrorScreen error={errorViewModel(500)} />);
    expect(screen.getByRole("heading", { level: 1, name: "サーバーエラー" })).toBeInTheDocument();
    expect(document.querySelector("[data-illustration='server-error']")).not.toBeNull();
    expect(screen.queryByTestId("error-technical-message")).not.toBeInTheDocument();
  });

  it("renders no content for other statuses but keeps the way back", () => {
    render(<ErrorScreen error={errorViewModel(418)} />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(document.querySelector("svg")).toBeNull();
    expect(screen.getByRole("link", { name: "トップページへ戻る" })).toHaveAttribute("href", "/");
  });
});

describe("ErrorScreen for a crawler (spec §8)", () => {
  const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(navigator, "userAgent", "get").mockReturnValue(GOOGLEBOT);
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders no error page and logs the error only", () => {
    const { container } = render(<ErrorScreen error={errorViewModel(404, "Page Not Found: /no/such/page")} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(BOT_ERROR_PAGE_LOG, 404, "/");
  });

  it("hydrates the prerendered page without a mismatch, then removes it", async () => {
    const error = jest.spyOn(console, "error");
    const element = <ErrorScreen error={errorViewModel(500)} />;
    const root = document.createElement("div");
    root.innerHTML = renderToString(element);
    document.body.appendChild(root);
    expect(root.querySelector("h1")).not.toBeNull();
    await act(async () => {
      hydrateRoot(root, element);
    });
    expect(root).toBeEmptyDOMElement();
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(BOT_ERROR_PAGE_LOG, 500, "/");
  });
});
