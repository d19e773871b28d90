import { ROBOTS_QUERY_KEYS } from "../../../core/site/robots-for-query";
import { robotsTagHeader } from "./robots-header";

describe("robotsTagHeader", () => {
  it.each(ROBOTS_QUERY_KEYS)("is noindex, nofollow with ?%s", (key) => {
    expect(robotsTagHeader(`?page=2&${key}=1`)).toEqual({ "X-Robots-Tag": "noindex, nofollow" });
  });

  it("is empty for other queries, and keeps the page's own directives", () => {
    expect(robotsTagHeader("?page=2&utm_source=x")).toEqual({});
    expect(robotsTagHeader("", { noindex: true, nofollow: false })).toEqual({ "X-Robots-Tag": "noindex" });
    expect(robotsTagHeader("?prefectures[]=13", { noindex: true, nofollow: false })).toEqual({
      "X-Robots-Tag": "noindex, nofollow",
    });
  });
});
