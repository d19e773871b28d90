import { act, fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import type { AttendUrlResponse } from "@core/api/checkin";
import { errorAnswer, fakeApi, type FakeAnswer } from "@/features/entries/test/fake-api";
import { OnlineJoin } from "./online-join";

const JOIN = "http://localhost:8888/api/v1/events/10/event_in/live";

function serve(answers: Array<FakeAnswer>) {
  return fakeApi((request, index) =>
    request.url === "/api/v1/events/10/event_in/attend_url"
      ? answers[Math.min(index, answers.length - 1)]!
      : errorAnswer(404, "not_found"),
  );
}
const ok = (body: AttendUrlResponse): FakeAnswer => ({ status: 200, body });

describe("OnlineJoin", () => {
  it("links 参加する to the site's join redirect inside the window", async () => {
    const { client } = serve([ok({ status: "open", attend_url: JOIN, opens_at: "2027-08-01T00:30:00.000Z" })]);
    render(<OnlineJoin eventId={10} eventTitle="夏のインターン" client={client} />);
    const link = await screen.findByRole("link", { name: /^参加する.*夏のインターンのオンライン配信/ });
    expect(link).toHaveAttribute("href", JOIN);
    expect(screen.getByText("オンライン配信のページが開きます。参加すると出席が記録されます。")).toBeInTheDocument();
  });

  it.each([
    [{ status: "not_yet", attend_url: null, opens_at: "2027-08-01T00:30:00.000Z" }, /8月1日\(日\) 09:30）から/],
    [{ status: "not_online", attend_url: null, opens_at: "2027-08-01T00:30:00.000Z" }, /主催者が準備中です/],
    [{ status: "ended", attend_url: null, opens_at: "2027-08-01T00:30:00.000Z" }, /オンライン配信は終了しました/],
  ] as const)("explains %o instead of a button", async (answer, text) => {
    const { client } = serve([ok(answer)]);
    render(<OnlineJoin eventId={10} eventTitle="夏のインターン" client={client} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /参加する/ })).toBeNull();
  });

  it("shows nothing without a seat-holding entry", async () => {
    const { client, received } = serve([ok({ status: "not_entered", attend_url: null, opens_at: null })]);
    const { container } = render(<OnlineJoin eventId={10} eventTitle="夏のインターン" client={client} />);
    await act(async () => undefined);
    expect(received).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it("asks again when the link opens", async () => {
    jest.useFakeTimers();
    try {
      const opensAt = new Date(Date.now() + 5 * 60 * 1000).toISOString();
      const { client, received } = serve([
        ok({ status: "not_yet", attend_url: null, opens_at: opensAt }),
        ok({ status: "open", attend_url: JOIN, opens_at: opensAt }),
      ]);
      render(<OnlineJoin eventId={10} eventTitle="夏のインターン" client={client} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByText(/から、ここに「参加する」ボタンが表示されます/)).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5 * 60 * 1000 + 1500);
      });
      expect(received).toHaveLength(2);
      expect(screen.getByRole("link", { name: /参加する/ })).toHaveAttribute("href", JOIN);
    } finally {
      jest.useRealTimers();
    }
  });

  it("offers to try again after a failure", async () => {
    const { client } = serve([errorAnswer(404, "not_found"), ok({ status: "open", attend_url: JOIN, opens_at: null })]);
    render(<OnlineJoin eventId={10} eventTitle="夏のインターン" client={client} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("オンライン参加の案内を読み込めませんでした。");
    fireEvent.click(screen.getByRole("button", { name: "もう一度読み込む" }));
    expect(await screen.findByRole("link", { name: /参加する/ })).toHaveAttribute("href", JOIN);
  });
});
