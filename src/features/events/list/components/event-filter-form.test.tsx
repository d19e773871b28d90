import { fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { emptyPlpParams } from "@core/plp-params";
import { EventFilterForm, pathFromSubmittedForm } from "./event-filter-form";

const options = {
  graduateYears: [2027, 2028],
  businessCategories: [
    { db_id: 3, name: "IT・通信" },
    { db_id: 5, name: "メーカー" },
  ],
  prefectures: [
    { code: 27, name: "大阪府", area_name: "近畿" },
    { code: 13, name: "東京都", area_name: "関東" },
    { code: 14, name: "神奈川県", area_name: "関東" },
  ],
};

beforeEach(() => jest.mocked(navigate).mockClear());

describe("EventFilterForm", () => {
  it("goes to the canonical path of the chosen filters, page 1, keeping a non-default sort", () => {
    render(
      <EventFilterForm
        params={{ ...emptyPlpParams("internship"), page: 4 }}
        sort="start_at"
        words=""
        options={options}
      />,
    );
    fireEvent.change(screen.getByLabelText("開催地"), { target: { value: "13" } });
    fireEvent.change(screen.getByLabelText("卒業年度"), { target: { value: "2027" } });
    fireEvent.click(screen.getByRole("button", { name: "この条件で探す" }));
    expect(navigate).toHaveBeenCalledWith("/events/internship/gy-2027/pref-13?sort=start_at");
  });

  it("starts from the current filters and can clear one", () => {
    render(
      <EventFilterForm
        params={{ ...emptyPlpParams("selection"), businessCategoryId: 5, prefectureCode: 0 }}
        sort="updated_at"
        words=""
        options={options}
      />,
    );
    expect(screen.getByLabelText("業界")).toHaveValue("5");
    expect(screen.getByLabelText("開催地")).toHaveValue("0");
    fireEvent.change(screen.getByLabelText("業界"), { target: { value: "" } });
    fireEvent.submit(screen.getByRole("search", { name: "イベントを絞り込む" }));
    expect(navigate).toHaveBeenCalledWith("/events/selection/pref-0");
  });

  it("searches the filters chosen in the prerendered form before it hydrated", () => {
    const form = <EventFilterForm params={emptyPlpParams("internship")} sort="start_at" words="" options={options} />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(form);
    // The student chooses while the page's JavaScript is still loading: no React handler sees it.
    (container.querySelector('select[name="prefecture"]') as HTMLSelectElement).value = "13";
    (container.querySelector('select[name="graduate_year"]') as HTMLSelectElement).value = "2028";

    render(form, { container, hydrate: true });
    expect(screen.getByLabelText("開催地")).toHaveValue("13");
    fireEvent.click(screen.getByRole("button", { name: "この条件で探す" }));
    expect(navigate).toHaveBeenCalledWith("/events/internship/gy-2028/pref-13?sort=start_at");
  });

  it("groups prefectures by area, online first", () => {
    render(<EventFilterForm params={emptyPlpParams("seminar")} sort="updated_at" words="" options={options} />);
    const select = screen.getByLabelText("開催地");
    expect([...select.querySelectorAll("optgroup")].map((group) => group.label)).toEqual(["関東", "近畿"]);
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "すべて",
      "オンライン",
      "東京都",
      "神奈川県",
      "大阪府",
    ]);
  });
});

describe("pathFromSubmittedForm", () => {
  const params = emptyPlpParams("internship");

  it("turns a form submitted before hydration into the canonical path, keeping the sort", () => {
    expect(pathFromSubmittedForm(params, "?graduate_year=2027&industry=&prefecture=13")).toBe(
      "/events/internship/gy-2027/pref-13",
    );
    expect(pathFromSubmittedForm(params, "?sort=start_at&graduate_year=&industry=3&prefecture=")).toBe(
      "/events/internship/ind-3?sort=start_at",
    );
  });

  it("ignores a query without form fields or with values that are not filters", () => {
    expect(pathFromSubmittedForm(params, "?sort=start_at")).toBeNull();
    expect(pathFromSubmittedForm(params, "")).toBeNull();
    expect(pathFromSubmittedForm(params, "?prefecture=tokyo")).toBeNull();
  });
});
