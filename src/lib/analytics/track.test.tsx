import { dataLayerEntries, resetDataLayer } from "./data-layer-in-tests";

beforeEach(() => resetDataLayer());

describe("track functions before the analytics chunk has loaded", () => {
  it("keep the events in order, with the category of the page they happened on", async () => {
    await jest.isolateModulesAsync(async () => {
      const track = await import("./track");
      window.history.replaceState(null, "", "/companies");
      track.trackFollowCompany({ company_id: 1 });
      window.history.replaceState(null, "", "/events/seminar");
      track.trackUnfollowCompany({ company_id: 2 });
      expect(dataLayerEntries()).toEqual([]); // still loading

      await track.loadAnalytics();
      expect(dataLayerEntries()).toEqual([
        { event: "follow-company", category: "company", interaction: "click", company_id: 1 },
        { event: "unfollow-company", category: "seminar", interaction: "click", company_id: 2 },
      ]);

      track.trackFollowCompany({ company_id: 3 }); // loaded: at once
      expect(dataLayerEntries()).toHaveLength(3);
    });
  });
});
