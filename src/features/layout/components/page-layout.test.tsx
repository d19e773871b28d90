import * as React from "react";
import { render, screen } from "@testing-library/react";
import { PageLayout } from "./page-layout";
import { wrapPageElementInLayout } from "./wrap-page-element";

jest.mock("@/lib/api", () => ({ api: { getFeatureFlag: jest.fn(() => new Promise(() => undefined)) } }));

describe("PageLayout", () => {
  it("wraps ordinary pages in the default layout with skip link, header nav, main and footer", () => {
    render(
      <PageLayout pathname="/infos/terms">
        <p>ページ本文</p>
      </PageLayout>,
    );
    expect(document.querySelector("[data-layout='default']")).not.toBeNull();
    expect(screen.getByRole("link", { name: "本文へスキップ" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(screen.getByRole("main")).toHaveTextContent("ページ本文");
    expect(screen.getByRole("navigation", { name: "メインメニュー" })).toBeInTheDocument();
    expect(screen.getByTestId("header-account-slot")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("uses the layout without footer for a schedule's confirm page: header and main, no footer", () => {
    render(
      <PageLayout pathname="/_shells/entry-confirm">
        <p>エントリー内容の確認</p>
      </PageLayout>,
    );
    expect(document.querySelector("[data-layout='without-footer']")).not.toBeNull();
    expect(screen.getByRole("link", { name: "本文へスキップ" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveTextContent("エントリー内容の確認");
    expect(screen.getByRole("navigation", { name: "メインメニュー" })).toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("uses the registration layout under /user_registrations: logo to the main site in desktop and mobile variants", () => {
    render(
      <PageLayout pathname="/user_registrations/basic_information">
        <p>基本情報</p>
      </PageLayout>,
    );
    expect(document.querySelector("[data-layout='registration']")).not.toBeNull();
    expect(screen.queryByRole("navigation", { name: "メインメニュー" })).not.toBeInTheDocument();
    for (const variant of ["desktop", "mobile"]) {
      const header = document.querySelector(`[data-header-variant='${variant}']`);
      expect(header?.querySelector("a")).toHaveAttribute("href", "/");
    }
    expect(screen.getByRole("main")).toHaveTextContent("基本情報");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("is chosen by the page's own path in wrapPageElement", () => {
    const element = wrapPageElementInLayout({
      element: <p>見つかりません</p>,
      props: { location: { pathname: "/user_registrations/unknown" }, pageResources: { page: { path: "/404.html" } } },
    });
    render(element);
    expect(document.querySelector("[data-layout='default']")).not.toBeNull();
  });
});
