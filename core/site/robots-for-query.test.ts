import {
  NOINDEX_QUERY_KEYS,
  ROBOTS_QUERY_KEYS,
  SEARCH_WORDS_QUERY_KEY,
  robotsForQuery,
  robotsMetaContent,
} from "./robots-for-query";

describe("robotsForQuery", () => {
  it.each([
    "per",
    "sort",
    "companiesToFollow",
    "searchByCurrentUserGraduateYear",
    "prefectures",
    "isMiraiHostingEvent",
    "lowerLimitOfCompanyReview",
    "large_category",
    "business_field",
    "order",
    "waad",
    "store_return_to",
  ])("marks a query with %s noindex and nofollow", (key) => {
    expect(robotsForQuery(`?page=2&${key}=1`)).toEqual({ noindex: true, nofollow: true });
  });

  it("lists exactly the spec's twelve keys", () => {
    expect(NOINDEX_QUERY_KEYS).toHaveLength(12);
  });

  it("marks a keyword search (?q=) noindex and nofollow too: a result page is an unbounded listing variant", () => {
    expect(robotsForQuery(`?${SEARCH_WORDS_QUERY_KEY}=%E3%82%A4%E3%83%B3%E3%82%BF%E3%83%BC%E3%83%B3`)).toEqual({
      noindex: true,
      nofollow: true,
    });
    expect(ROBOTS_QUERY_KEYS).toEqual([...NOINDEX_QUERY_KEYS, "q"]);
  });

  it("recognises bracketed array keys and a search without the question mark", () => {
    expect(robotsForQuery("?prefectures[]=13&prefectures[]=14")).toEqual({ noindex: true, nofollow: true });
    expect(robotsForQuery("prefectures%5B%5D=13")).toEqual({ noindex: true, nofollow: true });
  });

  it("leaves other queries and empty searches indexable", () => {
    expect(robotsForQuery("?page=2&utm_source=x")).toEqual({ noindex: false, nofollow: false });
    expect(robotsForQuery("")).toEqual({ noindex: false, nofollow: false });
    expect(robotsForQuery(undefined)).toEqual({ noindex: false, nofollow: false });
  });

  it("is case-sensitive like the spec's keys", () => {
    expect(robotsForQuery("?Sort=1&ismiraihostingevent=true").noindex).toBe(false);
  });
});

describe("robotsMetaContent", () => {
  it("joins the directives that apply", () => {
    expect(robotsMetaContent({ noindex: true, nofollow: true })).toBe("noindex,nofollow");
    expect(robotsMetaContent({ noindex: true, nofollow: false })).toBe("noindex");
    expect(robotsMetaContent({ noindex: false, nofollow: false })).toBeNull();
  });
});
