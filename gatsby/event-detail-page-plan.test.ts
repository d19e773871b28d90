import { planDetailPages, type DetailPagesInput } from "./event-detail-page-plan";

const input: DetailPagesInput = {
  events: [
    { db_id: 1, category: "entry" },
    { db_id: 2, category: "internship" },
    { db_id: 3, category: "seminar" },
    { db_id: 4, category: "gosetsu" },
  ],
  featureEventIds: [7],
  cooperatingSiteIds: [5],
  flags: { internshipRenewal: false, internshipSummaryImage: true },
};

describe("planDetailPages", () => {
  it("creates detail pages for selection, internship and seminar, none for joint fairs", () => {
    const paths = planDetailPages(input).map((page) => page.path);
    expect(paths).toEqual([
      "/events/selection/1",
      "/events/internship/2",
      "/events/seminar/3",
      "/feature_events/7",
      "/cooperating_sites",
      "/cooperating_sites/5",
    ]);
  });

  it("uses Reading A for internships while internship_renewal is off", () => {
    const internship = planDetailPages(input).find((page) => page.path === "/events/internship/2");
    expect(internship).toEqual({ path: "/events/internship/2", template: "eventDetail", context: { dbId: 2 } });
  });

  it("uses the renewed template for internships only while internship_renewal is on, passing the summary image flag", () => {
    const pages = planDetailPages({ ...input, flags: { internshipRenewal: true, internshipSummaryImage: false } });
    expect(pages.find((page) => page.path === "/events/internship/2")).toEqual({
      path: "/events/internship/2",
      template: "internshipRenewed",
      context: { dbId: 2, showSummaryImages: false },
    });
    expect(pages.find((page) => page.path === "/events/selection/1")?.template).toBe("eventDetail");
  });

  it("gives feature events and cooperating sites their database id as context", () => {
    const pages = planDetailPages(input);
    expect(pages.find((page) => page.template === "featureEvent")?.context).toEqual({ dbId: 7 });
    expect(pages.find((page) => page.template === "cooperatingSite")?.context).toEqual({ dbId: 5 });
    expect(pages.find((page) => page.template === "cooperatingSites")?.context).toEqual({});
  });
});
