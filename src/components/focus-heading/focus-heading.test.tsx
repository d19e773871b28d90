import { render, screen } from "@testing-library/react";
import * as React from "react";
import { FocusHeading } from "./focus-heading";

describe("FocusHeading", () => {
  it("is an h1 out of the tab order that takes the focus when it appears", () => {
    render(<FocusHeading focusKey="ready">参加チケット</FocusHeading>);
    const heading = screen.getByRole("heading", { level: 1, name: "参加チケット" });
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(heading).toHaveFocus();
  });

  it("takes the focus back when its key changes, not on every render", () => {
    const { rerender } = render(
      <>
        <FocusHeading focusKey="form">体験記を書く</FocusHeading>
        <button type="button">送信</button>
      </>,
    );
    screen.getByRole("button", { name: "送信" }).focus();
    rerender(
      <>
        <FocusHeading focusKey="form">体験記を書く</FocusHeading>
        <button type="button">送信</button>
      </>,
    );
    expect(screen.getByRole("button", { name: "送信" })).toHaveFocus();
    rerender(
      <>
        <FocusHeading focusKey="posted">体験記を投稿しました</FocusHeading>
        <button type="button">送信</button>
      </>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "体験記を投稿しました" })).toHaveFocus();
  });

  it("wears the caller's class", () => {
    render(
      <FocusHeading focusKey="attended" className="result">
        受付が完了しました
      </FocusHeading>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveClass("result");
  });
});
