import { render, screen } from "@testing-library/react";
import * as React from "react";
import { MessageText } from "./message-text";

describe("MessageText", () => {
  it("renders markup as text and makes web addresses safe links, leaving sentence punctuation outside", () => {
    const { container } = render(
      <p>
        <MessageText
          text={
            "<b>太字</b>ではありません。詳細は https://example.com/recruit?id=1。\njavascript:alert(1) は文字のまま"
          }
        />
      </p>,
    );
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain("<b>太字</b>ではありません。");
    const link = screen.getByRole("link", { name: "https://example.com/recruit?id=1" });
    expect(link).toHaveAttribute("href", "https://example.com/recruit?id=1");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(container.textContent).toContain("javascript:alert(1) は文字のまま");
  });
});
