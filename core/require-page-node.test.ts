import { requirePageNode } from "./require-page-node";

describe("requirePageNode", () => {
  it("returns the node, and fails the page loudly without one", () => {
    expect(requirePageNode({ db_id: 1 }, "Event detail page")).toEqual({ db_id: 1 });
    expect(() => requirePageNode(null, "Event detail page")).toThrow("Event detail page: the page query found nothing");
  });
});
