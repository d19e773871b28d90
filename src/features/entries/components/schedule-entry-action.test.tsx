import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import type { MyEntry } from "@core/api/entries";
import { testCurrentUser } from "@core/test-support/current-user";
import type { ApiRequester } from "@/lib/api";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { useEventEntries } from "../use-event-entries";
import { errorAnswer, fakeApi, type FakeRequest } from "../test/fake-api";
import { testMyEntry } from "../test/entry-fixtures";
import { EntryAnnouncement, ScheduleEntryAction, type EntryActionSchedule } from "./schedule-entry-action";

const NOW = new Date("2027-07-01T00:00:00.000Z");

function storeOf(state: CurrentUserState): CurrentUserStore {
  return {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    ensureLoaded: async () => state,
    setAnonymous: () => undefined,
    updateUser: () => undefined,
  };
}

const schedule = (id: number, title: string, start: string): EntryActionSchedule => ({
  id,
  title,
  start_at: start,
  end_at: start.replace("T01:", "T08:"),
  time_limit_at: null,
  canceled: false,
  stopped_entry: false,
  has_reached_admission_limit: false,
  is_online: id === 102,
  place: "本社",
  prefecture: { name: "東京都" },
});
const SCHEDULES = [
  schedule(101, "東京会場", "2027-08-01T01:00:00.000Z"),
  schedule(102, "オンライン回", "2027-08-08T01:00:00.000Z"),
];
const EVENT = {
  id: 10,
  category: "internship" as const,
  lottery: false,
  application_url: null,
  graduate_years: [2027],
};

function Section({ client, store }: { client: ApiRequester; store: CurrentUserStore }) {
  const entries = useEventEntries(10, { client, userStore: store });
  return (
    <section>
      <EntryAnnouncement entries={entries} />
      {SCHEDULES.map((item) => (
        <div key={item.id} data-testid={`row-${item.id}`}>
          <ScheduleEntryAction
            schedule={item}
            event={EVENT}
            schedules={SCHEDULES}
            entries={entries}
            now={NOW}
            client={client}
          />
        </div>
      ))}
    </section>
  );
}

/** The student's entries as the API answers them, changed by the DELETE and PATCH calls it receives. */
function entriesApi(
  initial: MyEntry[],
  mutation: (request: FakeRequest) => ReturnType<typeof errorAnswer> | null = () => null,
) {
  let entries = initial;
  return fakeApi((request) => {
    if (request.method === "GET") return { status: 200, body: { entries, total_counts: entries.length } };
    const failed = mutation(request);
    if (failed) return failed;
    if (request.method === "DELETE") {
      entries = entries.map((item) => ({ ...item, entry: { ...item.entry, state: "canceled" as const } }));
      return { status: 204 };
    }
    const { schedule_id } = JSON.parse(request.body) as { schedule_id: number };
    entries = entries.map((item) => ({
      ...item,
      entry: { ...item.entry, schedule_id },
      changeable_schedule_ids: [101],
    }));
    return { status: 200, body: { entry: entries[0]!.entry } };
  });
}

const student = storeOf({ status: "signed_in", user: testCurrentUser({ graduate_year_number: 2027 }) });

describe("ScheduleEntryAction for a signed-in student", () => {
  it("reads the entries once and shows エントリー済み on the entered schedule, 別の日程にエントリー済み on the other", async () => {
    const { client, received } = entriesApi([testMyEntry({ changeable_schedule_ids: [102] })]);
    render(<Section client={client} store={student} />);
    const entered = within(screen.getByTestId("row-101"));
    expect(await entered.findByText("エントリー済み")).toBeInTheDocument();
    expect(entered.getByRole("button", { name: /キャンセル/ })).toBeInTheDocument();
    expect(entered.getByRole("button", { name: /日程変更/ })).toBeInTheDocument();
    expect(entered.getByRole("link", { name: /提出物・課題/ })).toHaveAttribute("href", "/entered_schedules/10");
    expect(within(screen.getByTestId("row-102")).getByText("別の日程にエントリー済み")).toBeInTheDocument();
    expect(within(screen.getByTestId("row-102")).queryByRole("link", { name: /エントリーする/ })).toBeNull();
    expect(received.map((request) => request.url)).toEqual(["/api/v1/entries?scope=upcoming&per=50"]);
  });

  it("shows the entrant the organiser's stage message and, on an online schedule, 参加する through the site's redirect", async () => {
    const base = testMyEntry({ entry: { schedule_id: 102 } });
    const online = {
      ...base,
      schedule: { ...base.schedule, id: 102, title: "オンライン回", is_online: true },
      stage_message: "前日までに接続テストをお願いします。\n当日はカメラをオンにしてください。",
    };
    const { client, received } = fakeApi((request) => {
      if (request.url.startsWith("/api/v1/entries"))
        return { status: 200, body: { entries: [online], total_counts: 1 } };
      if (request.url === "/api/v1/events/10/event_in/attend_url")
        return {
          status: 200,
          body: { status: "open", attend_url: "http://localhost:8888/api/v1/events/10/event_in/live", opens_at: null },
        };
      return errorAnswer(404, "not_found");
    });
    render(<Section client={client} store={student} />);
    const row = within(screen.getByTestId("row-102"));
    const note = await row.findByRole("note", { name: "主催者からのお知らせ" });
    expect(note).toHaveTextContent("前日までに接続テストをお願いします。");
    expect(await row.findByRole("link", { name: /^参加する/ })).toHaveAttribute(
      "href",
      "http://localhost:8888/api/v1/events/10/event_in/live",
    );
    // the other row (not entered) asks nothing about joining
    expect(within(screen.getByTestId("row-101")).queryByRole("link", { name: /^参加する/ })).toBeNull();
    expect(received.filter((request) => request.url.endsWith("/attend_url"))).toHaveLength(1);
  });

  it("asks nothing about joining for a venue schedule, and shows no note without a message", async () => {
    const { client, received } = entriesApi([testMyEntry()]);
    render(<Section client={client} store={student} />);
    const row = within(screen.getByTestId("row-101"));
    expect(await row.findByText("エントリー済み")).toBeInTheDocument();
    expect(row.queryByRole("note")).toBeNull();
    expect(received.some((request) => request.url.endsWith("/attend_url"))).toBe(false);
  });

  it("cancels after confirming in a dialog, announces it and moves the focus to the row's new action", async () => {
    const { client, received } = entriesApi([testMyEntry()]);
    render(<Section client={client} store={student} />);
    const opener = await within(screen.getByTestId("row-101")).findByRole("button", { name: /キャンセル/ });
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "エントリーをキャンセルしますか？" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("button", { name: "戻る" })).toHaveFocus();

    // Escape closes without cancelling and gives the focus back.
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();

    fireEvent.click(opener);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "キャンセルする" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("エントリーをキャンセルしました。"));
    const row = within(screen.getByTestId("row-101"));
    expect(await row.findByRole("link", { name: /エントリーする/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("row-101").firstElementChild).toHaveFocus());
    expect(received.filter((request) => request.method === "DELETE").map((request) => request.url)).toEqual([
      "/api/v1/entries/900",
    ]);
  });

  it("changes the schedule to one the student picks among those the API allows, then PATCHes it", async () => {
    const { client, received } = entriesApi([testMyEntry({ changeable_schedule_ids: [102] })]);
    render(<Section client={client} store={student} />);
    fireEvent.click(await within(screen.getByTestId("row-101")).findByRole("button", { name: /日程変更/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "日程を変更する" }));
    expect(dialog.getAllByRole("radio")).toHaveLength(1);
    fireEvent.click(dialog.getByRole("button", { name: "この日程に変更する" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("変更先の日程を選んでください。");
    fireEvent.click(dialog.getByRole("radio", { name: /オンライン回/ }));
    fireEvent.click(dialog.getByRole("button", { name: "この日程に変更する" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("日程を変更しました。"));
    expect(await within(screen.getByTestId("row-102")).findByText("エントリー済み")).toBeInTheDocument();
    const patch = received.find((request) => request.method === "PATCH")!;
    expect(patch.url).toBe("/api/v1/entries/900");
    expect(JSON.parse(patch.body)).toEqual({ schedule_id: 102 });
  });

  it("explains a refused change in Japanese inside the dialog", async () => {
    const { client } = entriesApi([testMyEntry({ changeable_schedule_ids: [102] })], (request) =>
      request.method === "PATCH" ? errorAnswer(409, "schedule_full") : null,
    );
    render(<Section client={client} store={student} />);
    fireEvent.click(await within(screen.getByTestId("row-101")).findByRole("button", { name: /日程変更/ }));
    const dialog = within(await screen.findByRole("dialog"));
    fireEvent.click(dialog.getByRole("radio"));
    await act(async () => {
      fireEvent.click(dialog.getByRole("button", { name: "この日程に変更する" }));
    });
    expect(await dialog.findByRole("alert")).toHaveTextContent("定員に達したため");
  });

  it("shows 対象外 with the reason to a student of another graduation year", async () => {
    const { client } = entriesApi([]);
    render(
      <Section
        client={client}
        store={storeOf({ status: "signed_in", user: testCurrentUser({ graduate_year_number: 2028 }) })}
      />,
    );
    expect(
      await within(screen.getByTestId("row-101")).findByText("27卒の学生が対象のイベントです（あなたは28卒）。"),
    ).toBeInTheDocument();
  });
});

describe("ScheduleEntryAction on a full schedule", () => {
  it("puts the student on the waitlist, then shows キャンセル待ち from the re-read entries", async () => {
    const full = { ...SCHEDULES[0]!, has_reached_admission_limit: true };
    let entries: MyEntry[] = [];
    const { client, received } = fakeApi((request) => {
      if (request.method === "GET") return { status: 200, body: { entries, total_counts: entries.length } };
      entries = [testMyEntry({ entry: { schedule_id: 101, state: "remained" } })];
      return { status: 201, body: { entry: entries[0]!.entry } };
    });
    function Full() {
      const state = useEventEntries(10, { client, userStore: student });
      return (
        <ScheduleEntryAction
          schedule={full}
          event={EVENT}
          schedules={[full]}
          entries={state}
          now={NOW}
          client={client}
        />
      );
    }
    render(<Full />);
    fireEvent.click(await screen.findByRole("button", { name: /キャンセル待ちに登録/ }));
    expect(await screen.findByText("キャンセル待ち")).toBeInTheDocument();
    expect(received.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/v1/events/10/schedules/101/waitlist",
    ]);
  });
});
