import { render, screen } from "@testing-library/react";
import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { api } from "@/lib/api";
import EventAttendancePage, { Head as AttendanceHead } from "@/pages/event_attendance";
import EventCheckinableCompaniesPage, { Head as CompaniesHead } from "@/pages/event_checkinable_companies";
import CheckinCompanyTemplate, { Head as CompanyHead } from "./checkin-company";
import VenueCheckinTemplate, { Head as VenueHead } from "./venue-checkin";

jest.mock("@/lib/api", () => ({
  ...jest.requireActual("@/lib/api"),
  api: { getFeatureFlag: jest.fn(), request: jest.fn(() => new Promise(() => undefined)) },
}));

const headProps = (pathname: string) => ({ location: { pathname } }) as unknown as HeadProps;
const pageProps = (pathname: string, search = "") => ({ location: { pathname, search } }) as unknown as PageProps;

beforeEach(() => {
  jest.mocked(api.getFeatureFlag).mockReturnValue(new Promise(() => undefined));
});

describe("check-in pages: titles and robots", () => {
  it.each([
    ["the tickets", <AttendanceHead {...headProps("/event_attendance")} />, "参加チケット | ミライキャリア"],
    ["the venue check-in", <VenueHead {...headProps("/event_in/attend/events/40")} />, "イベント受付 | ミライキャリア"],
    ["the booths", <CompaniesHead {...headProps("/event_checkinable_companies")} />, "出展企業一覧 | ミライキャリア"],
    ["a booth", <CompanyHead {...headProps("/event_checkinable_companies/31")} />, "出展企業 | ミライキャリア"],
  ])("titles %s and keeps it out of search engines", (_case, head, title) => {
    const { container } = render(head);
    expect(container.querySelector("title")).toHaveTextContent(title);
    expect(container.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
  });
});

describe("check-in shells and file pages", () => {
  it("prerender the loading status only", () => {
    for (const page of [
      <EventAttendancePage key="a" />,
      <EventCheckinableCompaniesPage key="b" {...pageProps("/event_checkinable_companies", "?event_id=40")} />,
      <VenueCheckinTemplate key="c" {...pageProps("/event_in/attend/events/40", "?code=v1.door-code")} />,
      <CheckinCompanyTemplate key="d" {...pageProps("/event_checkinable_companies/31")} />,
    ]) {
      const html = renderToString(page);
      expect(html).toContain("読み込んでいます…");
      expect(html).not.toContain("ログインが必要です");
    }
  });

  it("read the ids and the code from the address", async () => {
    const first = render(<VenueCheckinTemplate {...pageProps("/event_in/attend/events/abc", "?code=v1.door-code")} />);
    expect(await screen.findByRole("heading", { name: "イベントが見つかりません" })).toBeInTheDocument();
    first.unmount();
    const second = render(<CheckinCompanyTemplate {...pageProps("/event_checkinable_companies/x1")} />);
    expect(await screen.findByRole("heading", { name: "企業が見つかりません" })).toBeInTheDocument();
    second.unmount();
    render(<EventCheckinableCompaniesPage {...pageProps("/event_checkinable_companies", "?event_id=4x")} />);
    expect(await screen.findByRole("heading", { name: "イベントが指定されていません" })).toBeInTheDocument();
  });
});
