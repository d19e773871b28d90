import * as React from "react";
import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import NotFoundPage from "./404";

describe("404 page", () => {
  it("shows page not found with the requested path as the technical message", () => {
    const props = { location: { pathname: "/events/unknown_category" } } as unknown as PageProps;
    render(<NotFoundPage {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "ページが見つかりません" })).toBeInTheDocument();
    expect(screen.getByTestId("error-technical-message")).toHaveTextContent("Page Not Found: /events/unknown_category");
    expect(screen.getByRole("link", { name: "トップページへ戻る" })).toHaveAttribute("href", "/");
  });
});
