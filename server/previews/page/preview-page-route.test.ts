import { routePreviewPage } from "./preview-page-route";

describe("routePreviewPage", () => {
  it.each([
    ["/preview_events/internship/12", "internship", 12],
    ["/preview_events/selection/7", "selection", 7],
    ["/preview_events/seminar/2147483647", "seminar", 2147483647],
    ["/preview_events/gosetsu/3", "gosetsu", 3],
  ])("asks to preview %s", (path, category, eventId) => {
    expect(routePreviewPage(path, "?token=x")).toEqual({ kind: "preview", category, eventId });
  });

  it("redirects the legacy company_internship path to internship, keeping the id and the token", () => {
    expect(routePreviewPage("/preview_events/company_internship/12", "?token=abc")).toEqual({
      kind: "redirect",
      location: "/preview_events/internship/12?token=abc",
    });
  });

  it.each([
    "/preview_events/entry/12",
    "/preview_events/unknown/12",
    "/preview_events/internship/012",
    "/preview_events/internship/2147483648",
    "/preview_events/internship/abc",
    "/preview_events/internship/12/extra",
    "/preview_events/internship",
    "/events/internship/12",
  ])("answers %s with 404", (path) => {
    expect(routePreviewPage(path, "")).toEqual({ kind: "not-found" });
  });
});
