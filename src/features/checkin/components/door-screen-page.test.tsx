import { render, screen, waitFor } from "@testing-library/react";
import * as React from "react";
import type { DoorScreenResponse } from "@core/api/door-screen";
import { errorAnswer, fakeApi, type FakeAnswer } from "@/features/entries/test/fake-api";
import { DoorScreenPage } from "./door-screen-page";

const NOW = Date.parse("2026-11-29T01:02:00Z");

function doorScreen(overrides: Partial<DoorScreenResponse> = {}): DoorScreenResponse {
  return {
    kind: "schedule",
    target_id: 12,
    event_id: 40,
    event_title: "ミライテック 会社説明会",
    target_label: "東京会場（12月1日 10:00〜）",
    code: "AbCdEfGh12345678",
    url: "http://localhost:8888/event_in/attend/events/40?code=AbCdEfGh12345678",
    valid_until: "2026-11-29T01:10:00.000Z",
    refresh_at: "2026-11-29T01:05:00.000Z",
    checked_in_count: 3,
    expected_count: 20,
    link_expires_at: "2026-11-29T12:00:00.000Z",
    ...overrides,
  };
}

function serve(answer: (index: number) => FakeAnswer) {
  return fakeApi((request, index) =>
    request.method === "GET" && request.url === "/api/v1/door_screen" ? answer(index) : errorAnswer(404, "not_found"),
  );
}

const qr = () => screen.queryByRole("img", { name: /受付用QRコード/ });

describe("DoorScreenPage", () => {
  it("shows the code's QR code, the URL it encodes and the count, sending the token in X-Door-Token", async () => {
    const { client, received } = serve(() => ({ status: 200, body: doorScreen() }));
    render(<DoorScreenPage token="s12.1764417600.sig" client={client} now={() => NOW} />);
    expect(screen.getByRole("status")).toHaveTextContent("受付画面を読み込んでいます…");
    expect(
      await screen.findByRole("heading", { level: 1, name: "会場受付：東京会場（12月1日 10:00〜）" }),
    ).toHaveFocus();
    expect(received[0]!.headers["x-door-token"]).toBe("s12.1764417600.sig");
    expect(received[0]!.url).not.toContain("s12.");
    const code = qr()!;
    expect(code).toHaveAttribute("data-qr-url", doorScreen().url);
    expect(code.querySelector("svg")).not.toBeNull();
    expect(screen.getByTestId("door-qr-url")).toHaveTextContent(doorScreen().url);
    expect(screen.getByText("ミライテック 会社説明会")).toBeInTheDocument();
    expect(screen.getByTestId("door-count")).toHaveTextContent("3人");
    expect(screen.getByText("予約 20 人")).toBeInTheDocument();
    expect(screen.getByText(/5分ごとに自動で切り替わります/)).toHaveTextContent("（10:10まで有効）");
  });

  it("asks again before the code changes: a new code redraws the QR code and the count goes up", async () => {
    const next = doorScreen({
      code: "ZyXwVuTs98765432",
      url: "http://localhost:8888/event_in/attend/events/40?code=ZyXwVuTs98765432",
      checked_in_count: 4,
      refresh_at: "2026-11-29T01:10:00.000Z",
      valid_until: "2026-11-29T01:15:00.000Z",
    });
    // the window turns a second from "now": the page asks again then (at least a second apart), not 5 s later
    const { client, received } = serve((index) => ({
      status: 200,
      body: index === 0 ? doorScreen({ refresh_at: new Date(NOW + 500).toISOString() }) : next,
    }));
    render(<DoorScreenPage token="s12.1764417600.sig" client={client} now={() => NOW} />);
    expect(await screen.findByTestId("door-count")).toHaveTextContent("3人");
    const firstSvg = qr()!.innerHTML;
    await waitFor(() => expect(qr()).toHaveAttribute("data-qr-url", next.url), { timeout: 3000 });
    expect(qr()!.innerHTML).not.toBe(firstSvg);
    expect(screen.getByTestId("door-count")).toHaveTextContent("4人");
    expect(received.length).toBeGreaterThanOrEqual(2);
  });

  it("shows a booth's screen without the reservations line", async () => {
    const { client } = serve(() => ({
      status: 200,
      body: doorScreen({
        kind: "booth",
        target_label: "サクラ電機株式会社",
        expected_count: null,
        checked_in_count: 0,
      }),
    }));
    render(<DoorScreenPage token="b3.1764417600.sig" client={client} now={() => NOW} />);
    expect(await screen.findByRole("heading", { level: 1, name: "ブース受付：サクラ電機株式会社" })).toBeVisible();
    expect(screen.getByText("チェックイン済み")).toBeInTheDocument();
    expect(screen.queryByText(/予約/)).toBeNull();
    expect(screen.getByText(/本日中有効です/)).toBeInTheDocument();
  });

  it.each([
    ["no token in the address", null],
    ["a token the API refuses (expired, tampered)", "s12.1.forged"],
  ])("shows only the Japanese message for %s", async (_label, token) => {
    const { client, received } = serve(() => errorAnswer(401, "unauthorized"));
    render(<DoorScreenPage token={token} client={client} now={() => NOW} />);
    expect(await screen.findByRole("heading", { level: 1, name: "この受付画面のリンクは使えません" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("新しい受付画面のリンクを発行してもらってください");
    expect(qr()).toBeNull();
    expect(screen.queryByText(/受付済み/)).toBeNull();
    expect(received.length).toBe(token === null ? 0 : 1);
  });

  it("drops the QR code and shows the message when the link expires while shown", async () => {
    const { client } = serve((index) =>
      index === 0
        ? { status: 200, body: doorScreen({ refresh_at: new Date(NOW + 500).toISOString() }) }
        : errorAnswer(401, "unauthorized"),
    );
    render(<DoorScreenPage token="s12.1764417600.sig" client={client} now={() => NOW} />);
    expect(await screen.findByTestId("door-count")).toBeInTheDocument();
    expect(await screen.findByText("この受付画面のリンクは使えません", {}, { timeout: 3000 })).toBeVisible();
    expect(qr()).toBeNull();
  });

  it("never shows a code past its validity (the screen lost its connection)", async () => {
    const { client } = serve(() => ({
      status: 200,
      body: doorScreen({ valid_until: new Date(NOW - 1).toISOString() }),
    }));
    render(<DoorScreenPage token="s12.1764417600.sig" client={client} now={() => NOW} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("受付コードの有効期限が切れました");
    expect(qr()).toBeNull();
  });

  it("says when the schedule or booth is gone", async () => {
    const { client } = serve(() => errorAnswer(404, "not_found"));
    render(<DoorScreenPage token="s12.1764417600.sig" client={client} now={() => NOW} />);
    expect(await screen.findByRole("heading", { level: 1, name: "この受付画面の日程は見つかりません" })).toBeVisible();
  });
});
