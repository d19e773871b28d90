import { fireEvent, render, screen, within } from "@testing-library/react";
import * as React from "react";
import { errorAnswer, fakeApi, type FakeAnswer } from "@/features/entries/test/fake-api";
import { testCheckinCompany } from "../test/checkin-fixtures";
import { CheckinCompaniesPage } from "./checkin-companies-page";

const companies = [
  testCheckinCompany({
    id: 1,
    name: "アオバ商事",
    initial_char: "ア",
    name_pronunciation: "あおばしょうじ",
    business_category_name: "商社",
  }),
  testCheckinCompany({
    id: 2,
    name: "サクラ電機株式会社",
    initial_char: "サ",
    name_pronunciation: "さくらでんき",
    is_checked_in: true,
  }),
  testCheckinCompany({ id: 3, name: "ソラ建設", initial_char: "ソ", name_pronunciation: "そらけんせつ" }),
  testCheckinCompany({ id: 4, name: "ABCシステムズ", initial_char: "A", name_pronunciation: "えーびーしーしすてむず" }),
];

function serve(answer: () => FakeAnswer | Promise<FakeAnswer>) {
  return fakeApi((request) =>
    request.method === "GET" && request.url.startsWith("/api/v1/events/40/event_checkinable_companies")
      ? answer()
      : errorAnswer(404, "not_found"),
  );
}

describe("CheckinCompaniesPage", () => {
  it("shows the loading status, then the fair's companies in あいうえお順 grouped by kana row", async () => {
    const { client, received } = serve(() => ({ status: 200, body: { entry_id: 900, companies } }));
    render(<CheckinCompaniesPage eventId={40} client={client} />);
    expect(screen.getByRole("status")).toHaveTextContent("読み込んでいます…");
    expect(await screen.findByRole("heading", { level: 1, name: "出展企業一覧" })).toHaveFocus();
    expect(received[0]!.url).toBe("/api/v1/events/40/event_checkinable_companies?sort=name_pronunciation");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "あ行",
      "さ行",
      "その他",
    ]);
    const sa = screen.getByRole("region", { name: "さ行" });
    expect(
      within(sa)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/event_checkinable_companies/2", "/event_checkinable_companies/3"]);
    expect(within(sa).getByRole("link", { name: /サクラ電機株式会社/ })).toHaveTextContent("✓ チェックイン済み");
    expect(within(sa).getByRole("link", { name: /ソラ建設/ })).not.toHaveTextContent("チェックイン済み");
  });

  it("filters by name or reading as the student types (labelled search box)", async () => {
    const { client } = serve(() => ({ status: 200, body: { entry_id: null, companies } }));
    render(<CheckinCompaniesPage eventId={40} client={client} />);
    const search = await screen.findByRole("searchbox", { name: "企業名で検索" });
    fireEvent.change(search, { target: { value: "さくら" } });
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/event_checkinable_companies/2",
    ]);
    expect(screen.getByText("1社が見つかりました")).toBeInTheDocument();
    fireEvent.change(search, { target: { value: "ａｂｃ" } });
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["その他"]);
    fireEvent.change(search, { target: { value: "" } });
    expect(screen.getAllByRole("link")).toHaveLength(4);
  });

  it("explains a missing event id and links to the fairs, without calling", () => {
    const { client, received } = serve(() => ({ status: 200, body: { entry_id: null, companies } }));
    render(<CheckinCompaniesPage eventId={null} client={client} />);
    expect(screen.getByRole("heading", { name: "イベントが指定されていません" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "合同説明会一覧へ" })).toHaveAttribute("href", "/events/gosetsu");
    expect(received).toHaveLength(0);
  });

  it("explains an unknown fair", async () => {
    const { client } = serve(() => errorAnswer(404, "not_found"));
    render(<CheckinCompaniesPage eventId={40} client={client} />);
    expect(await screen.findByRole("heading", { name: "イベントが見つかりません" })).toBeInTheDocument();
  });
});
