import { fireEvent, render, screen, within } from "@testing-library/react";
import * as React from "react";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserStore } from "@/features/auth";
import { useEventEntries } from "../use-event-entries";
import { fakeApi } from "../test/fake-api";
import { testMyEntry } from "../test/entry-fixtures";
import { ScheduleEntryAction, type EntryActionSchedule } from "./schedule-entry-action";

// The dialogs' chunk cannot be loaded (a deploy replaced it, the network dropped): as import() would then reject.
jest.mock("./entry-dialogs", () => {
  throw new Error("Loading chunk entry-dialogs failed.");
});

const NOW = new Date("2027-07-01T00:00:00.000Z");
const SCHEDULE: EntryActionSchedule = {
  id: 101,
  title: "東京会場",
  start_at: "2027-08-01T01:00:00.000Z",
  end_at: "2027-08-01T08:00:00.000Z",
  time_limit_at: null,
  canceled: false,
  stopped_entry: false,
  has_reached_admission_limit: false,
  is_online: false,
  place: "本社",
  prefecture: { name: "東京都" },
};
const EVENT = {
  id: 10,
  category: "internship" as const,
  lottery: false,
  application_url: null,
  graduate_years: [2027],
};
const state = { status: "signed_in" as const, user: testCurrentUser({ graduate_year_number: 2027 }) };
const store: CurrentUserStore = {
  getSnapshot: () => state,
  subscribe: () => () => undefined,
  ensureLoaded: async () => state,
  setAnonymous: () => undefined,
  updateUser: () => undefined,
};

function Row() {
  const { client } = fakeApi(() => ({
    status: 200,
    body: { entries: [testMyEntry({ changeable_schedule_ids: [] })], total_counts: 1 },
  }));
  const entries = useEventEntries(10, { client, userStore: store });
  return (
    <ScheduleEntryAction
      schedule={SCHEDULE}
      event={EVENT}
      schedules={[SCHEDULE]}
      entries={entries}
      now={NOW}
      client={client}
    />
  );
}

describe("StudentEntryActions' dialog preload", () => {
  it("swallows a failed preload on focus: no unhandled rejection (which the runtime rules would answer with a full reload)", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      render(<Row />);
      const cancel = await within(document.body).findByRole("button", { name: /キャンセル/ });
      fireEvent.focus(cancel);
      fireEvent.pointerEnter(cancel);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(screen.getByText("エントリー済み")).toBeInTheDocument();
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
