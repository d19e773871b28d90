import { render, screen } from "@testing-library/react";
import * as React from "react";
import { Button, ButtonLink } from "./button";

describe("Button", () => {
  it("is a button of type button unless told otherwise, and passes its props and ref on", () => {
    const ref = React.createRef<HTMLButtonElement>();
    render(
      <>
        <Button ref={ref} variant="primary" disabled>
          送信
        </Button>
        <Button variant="secondary" type="submit">
          保存
        </Button>
      </>,
    );
    const send = screen.getByRole("button", { name: "送信" });
    expect(send).toHaveAttribute("type", "button");
    expect(send).toBeDisabled();
    expect(ref.current).toBe(send);
    expect(screen.getByRole("button", { name: "保存" })).toHaveAttribute("type", "submit");
  });
});

describe("ButtonLink", () => {
  it("links to a path of the site with `to` and to any address with `href`", () => {
    render(
      <>
        <ButtonLink variant="primary" to="/events/">
          イベントを探す
        </ButtonLink>
        <ButtonLink variant="secondary" href="/api/v1/me/entries/1/calendar.ics" download>
          ダウンロード
        </ButtonLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "イベントを探す" })).toHaveAttribute("href", "/events/");
    const file = screen.getByRole("link", { name: "ダウンロード" });
    expect(file).toHaveAttribute("href", "/api/v1/me/entries/1/calendar.ics");
    expect(file).toHaveAttribute("download");
  });
});
