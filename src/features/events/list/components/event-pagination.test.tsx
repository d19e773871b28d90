import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import { emptyPlpParams } from "@core/plp-params";
import { visiblePages } from "@/components/pagination/pagination";
import { EventPagination } from "./event-pagination";
import { EventSortLinks } from "./event-sort-links";

describe("visiblePages", () => {
  it("shows first, last and two neighbours, with gaps", () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, null, 10]);
  });
});

describe("EventPagination", () => {
  it("renders real links to page paths, page 1 without a segment, keeping sort", () => {
    render(
      <EventPagination
        params={{ ...emptyPlpParams("internship"), graduateYear: 2027, page: 2 }}
        sort="time_limit_at"
        words=""
        totalPages={3}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "ページ送り" });
    expect(within(nav).getByRole("link", { name: "前へ" })).toHaveAttribute(
      "href",
      "/events/internship/gy-2027?sort=time_limit_at",
    );
    expect(within(nav).getByRole("link", { name: "3ページ目" })).toHaveAttribute(
      "href",
      "/events/internship/gy-2027/page-3?sort=time_limit_at",
    );
    expect(within(nav).getByText("2")).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "次へ" })).toHaveAttribute(
      "href",
      "/events/internship/gy-2027/page-3?sort=time_limit_at",
    );
  });

  it("renders nothing for a single page", () => {
    const { container } = render(
      <EventPagination params={emptyPlpParams("seminar")} sort="updated_at" words="" totalPages={1} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("EventSortLinks", () => {
  it("links the other sorts from page 1, default sort without a query", () => {
    render(
      <EventSortLinks
        params={{ ...emptyPlpParams("seminar"), prefectureCode: 13, page: 3 }}
        sort="start_at"
        words=""
      />,
    );
    expect(screen.getByText("開催日順")).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "新着順" })).toHaveAttribute("href", "/events/seminar/pref-13");
    expect(screen.getByRole("link", { name: "締切順" })).toHaveAttribute(
      "href",
      "/events/seminar/pref-13?sort=time_limit_at",
    );
  });
});
