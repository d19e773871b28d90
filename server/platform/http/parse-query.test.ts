import { parseQuery } from "./parse-query";

const parse = (query: string) => parseQuery(new URLSearchParams(query));

describe("parseQuery", () => {
  it("collects repeated bracketed keys into an array under the bare name", () => {
    expect(parse("prefectures[]=13&prefectures[]=14&page=2")).toEqual({ prefectures: ["13", "14"], page: "2" });
  });

  it("makes a single bracketed key an array of one", () => {
    expect(parse("company_ids[]=5")).toEqual({ company_ids: ["5"] });
  });

  it("decodes percent-encoded keys and values", () => {
    expect(parse("search_query=%E5%96%B6%E6%A5%AD&prefectures%5B%5D=13")).toEqual({
      search_query: "営業",
      prefectures: ["13"],
    });
  });

  it("turns a plain key given twice into an array so a single-value schema rejects it", () => {
    expect(parse("sort=start_at&sort=updated_at")).toEqual({ sort: ["start_at", "updated_at"] });
  });

  it("returns an empty object for an empty query", () => {
    expect(parse("")).toEqual({});
  });
});
