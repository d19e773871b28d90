import { headSearch } from "./head-search";

describe("headSearch", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("reads the query of the page in the browser, since Gatsby gives Head only the pathname", () => {
    window.history.replaceState(null, "", "/events/internship?sort=start_at");
    expect(headSearch({ pathname: "/events/internship" })).toBe("?sort=start_at");
  });

  it("ignores the browser's query when Head renders for another path", () => {
    window.history.replaceState(null, "", "/infos/terms?per=20");
    expect(headSearch({ pathname: "/" })).toBeUndefined();
  });

  it("prefers a search the location carries", () => {
    expect(headSearch({ pathname: "/", search: "?order=asc" })).toBe("?order=asc");
  });
});
