import * as React from "react";
import { render, screen } from "@testing-library/react";
import { ErrorScreen } from "./error-screen";
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
