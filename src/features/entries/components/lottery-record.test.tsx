import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import type { ScheduleLotteryResponse } from "@core/api/lottery";
import { errorAnswer, fakeApi } from "../test/fake-api";
import { LotteryRecord } from "./lottery-record";

const committed: ScheduleLotteryResponse = {
  schedule_id: 5,
  algorithm: "sha256-rank-v1",
  commitment: "a".repeat(64),
  committed_at: "2027-06-01T01:00:00.000Z",
  committed_before_deadline: true,
  drawn_at: null,
  seed: null,
  seat_count: null,
  winner_count: null,
  ordered_codes: null,
  ordered_course_ids: null,
  course_seat_counts: null,
  winning_codes: null,
};

function toggleRecord(open: boolean) {
  const details = screen.getByText("第1回の抽選記録").closest("details")!;
  details.open = open;
  fireEvent(details, new Event("toggle"));
}
const openRecord = () => toggleRecord(true);

describe("LotteryRecord", () => {
  it("reads nothing until opened, then shows the seed's hash and that the draw comes after the deadline", async () => {
    const { client, received } = fakeApi(() => ({ status: 200, body: committed }));
    render(<LotteryRecord eventId={3} scheduleId={5} scheduleTitle="第1回" client={client} />);
    expect(received).toHaveLength(0);
    openRecord();
    expect(await screen.findByText("a".repeat(64))).toBeInTheDocument();
    expect(screen.getByText(/締切後に行います/)).toBeInTheDocument();
    expect(received.map((request) => request.url)).toEqual(["/api/v1/events/3/schedules/5/lottery"]);
  });

  it("after the draw shows the seed and the codes in rank order, the winners marked", async () => {
    const drawn = {
      ...committed,
      drawn_at: "2027-06-10T01:00:00.000Z",
      seed: "b".repeat(64),
      seat_count: 1,
      winner_count: 1,
      ordered_codes: ["c0ffee000001", "c0ffee000002"],
      ordered_course_ids: [null, null],
      course_seat_counts: [],
      winning_codes: ["c0ffee000001"],
    };
    const { client } = fakeApi(() => ({ status: 200, body: drawn }));
    render(<LotteryRecord eventId={3} scheduleId={5} scheduleTitle="第1回" client={client} />);
    openRecord();
    expect(await screen.findByText("b".repeat(64))).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["c0ffee000001 当選", "c0ffee000002"]);
    expect(screen.getByText(/申込2件のうち1件が当選/)).toBeInTheDocument();
  });

  it("with courses marks the winning codes, which need not be the first ones, and names each code's course", async () => {
    const drawn = {
      ...committed,
      drawn_at: "2027-06-10T01:00:00.000Z",
      seed: "b".repeat(64),
      seat_count: 2,
      winner_count: 2,
      ordered_codes: ["c0ffee000001", "c0ffee000002", "c0ffee000003"],
      ordered_course_ids: [7, 7, 8],
      course_seat_counts: [
        { course_id: 7, seat_count: 1 },
        { course_id: 8, seat_count: 1 },
      ],
      winning_codes: ["c0ffee000001", "c0ffee000003"],
    };
    const { client } = fakeApi(() => ({ status: 200, body: drawn }));
    render(<LotteryRecord eventId={3} scheduleId={5} scheduleTitle="第1回" client={client} />);
    openRecord();
    expect(await screen.findByText("b".repeat(64))).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "c0ffee000001 (コース7) 当選",
      "c0ffee000002 (コース7)",
      "c0ffee000003 (コース8) 当選",
    ]);
  });

  it("says so in Japanese when the record cannot be read", async () => {
    const { client } = fakeApi(() => errorAnswer(404, "not_found"));
    render(<LotteryRecord eventId={3} scheduleId={5} scheduleTitle="第1回" client={client} />);
    openRecord();
    expect(await screen.findByRole("alert")).toHaveTextContent("抽選記録を読み込めませんでした");
  });

  it("reads the record again when it is opened again after a failure, and only once after a success", async () => {
    let calls = 0;
    const { client, received } = fakeApi(() =>
      ++calls === 1 ? errorAnswer(404, "not_found") : { status: 200, body: committed },
    );
    render(<LotteryRecord eventId={3} scheduleId={5} scheduleTitle="第1回" client={client} />);
    openRecord();
    expect(await screen.findByRole("alert")).toHaveTextContent("抽選記録を読み込めませんでした");
    toggleRecord(false);
    openRecord();
    expect(await screen.findByText("a".repeat(64))).toBeInTheDocument();
    toggleRecord(false);
    openRecord();
    expect(received).toHaveLength(2);
  });
});
