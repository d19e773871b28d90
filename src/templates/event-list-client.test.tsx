import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import * as React from "react";
import type { EventListFilterData } from "@/features/events/list/event-list-page-data";
import EventListClientTemplate, { type EventListClientContext } from "./event-list-client";
import { answerApiGets, type ApiGetAnswer } from "@/lib/api/api-gets-in-tests";

// GET /api/v1/events: answered by `fetchEventList(client, query, signal)` as each test sets it
const fetchEventList: ApiGetAnswer = jest.fn();
beforeEach(() => answerApiGets("/api/v1/events", fetchEventList));

const data: EventListFilterData = {
  allBusinessCategory: { nodes: [{ db_id: 3, name: "IT・通信" }] },
  allPrefecture: { nodes: [{ code: 13, name: "東京都", area_name: "関東" }] },
};

function renderAt(pathname: string, search = "") {
  const props = {
    data,
    pageContext: { filterGraduateYears: [2027], subcategories: { "3": [31] } },
    location: { pathname, search },
  } as unknown as PageProps<EventListFilterData, EventListClientContext>;
  return render(<EventListClientTemplate {...props} />);
}

beforeEach(() => jest.mocked(fetchEventList).mockReset().mockResolvedValue({ events: [], total_counts: 0 }));

describe("client-only listing shell", () => {
  it("reads the listing from the path after mount and fetches it", async () => {
    renderAt("/events/seminar/gy-2027/ind-3", "?sort=time_limit_at");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "27卒・IT・通信の企業説明会・セミナー一覧",
    );
    expect(await screen.findByTestId("event-list-total")).toHaveTextContent("0");
    expect(jest.mocked(fetchEventList).mock.calls[0]![1]).toMatchObject({
      category: "seminar",
      graduates: [2027],
      business_subcategory_ids: [31],
      sort: "time_limit_at",
    });
  });

  it("shows the 404 screen with the path for an invalid listing path", async () => {
    renderAt("/events/bogus/gy-2027/pref-13");
    expect(await screen.findByText("Page Not Found: /events/bogus/gy-2027/pref-13")).toBeInTheDocument();
    expect(fetchEventList).not.toHaveBeenCalled();
  });
});
