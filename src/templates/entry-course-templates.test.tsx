import { render, screen } from "@testing-library/react";
import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { clearRuntimeFeatureFlags } from "@/lib/feature-flags/runtime-feature-flags";
import { api } from "@/lib/api";
import EventEntryCoursesPage, { Head as ListHead } from "@/pages/event_entry_courses";
import CourseEntryTemplate, { Head as CourseHead } from "./course-entry";
import EntryCoursesTemplate, { Head as CoursesHead } from "./entry-courses";

jest.mock("@/lib/api", () => ({
  ...jest.requireActual("@/lib/api"),
  api: { getFeatureFlag: jest.fn(), request: jest.fn(() => new Promise(() => undefined)) },
}));

const headProps = (pathname: string) => ({ location: { pathname } }) as unknown as HeadProps;
const pageProps = (pathname: string) => ({ location: { pathname, search: "" } }) as unknown as PageProps;

beforeEach(() => {
  clearRuntimeFeatureFlags();
  // The run-time flags (the title's logo flag) stay unanswered: the build values stand.
  jest.mocked(api.getFeatureFlag).mockReturnValue(new Promise(() => undefined));
});

describe("entry course pages: titles and robots", () => {
  it.each([
    [
      "the courses page",
      <CoursesHead {...headProps("/events/internship/10/schedules/101/courses")} />,
      "コース選択 | ミライキャリア",
    ],
    [
      "the course entries list",
      <ListHead {...headProps("/event_entry_courses")} />,
      "エントリーしたコース | ミライキャリア",
    ],
    ["a course entry", <CourseHead {...headProps("/event_entry_courses/5")} />, "コースの詳細 | ミライキャリア"],
  ])("titles %s and keeps it out of search engines", (_case, head, title) => {
    const { container } = render(head);
    expect(container.querySelector("title")).toHaveTextContent(title);
    expect(container.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
  });
});

describe("entry course shells", () => {
  it("render the 404 screen for a path the courses shell does not serve", async () => {
    render(<EntryCoursesTemplate {...pageProps("/events/internship/10/schedules/101/confirm")} />);
    expect(await screen.findByTestId("error-technical-message")).toHaveTextContent(
      "Page Not Found: /events/internship/10/schedules/101/confirm",
    );
  });

  it("explain a course path that is not a course id", async () => {
    render(<CourseEntryTemplate {...pageProps("/event_entry_courses/abc")} />);
    expect(await screen.findByRole("heading", { level: 1, name: "コースが見つかりません" })).toBeInTheDocument();
  });

  it("prerender the course entries list as the loading status, not as signed out", () => {
    const html = renderToString(<EventEntryCoursesPage />);
    expect(html).toContain("読み込んでいます…");
    expect(html).not.toContain("ログインが必要です");
  });
});
