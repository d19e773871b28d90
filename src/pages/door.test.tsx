import { render, screen } from "@testing-library/react";
import * as React from "react";
import DoorPage from "./door";

describe("/door", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("without a token in the address shows only the message, and asks the API nothing", async () => {
    window.history.replaceState(null, "", "/door");
    const fetchSpy = jest.fn();
    const saved = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      render(<DoorPage />);
      expect(await screen.findByRole("heading", { level: 1, name: "この受付画面のリンクは使えません" })).toBeVisible();
      expect(screen.getByRole("alert")).toHaveTextContent("有効期限が切れています");
      expect(screen.queryByRole("img")).toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = saved;
    }
  });
});
