import { trailingSlashRedirect } from "./trailing-slash";

describe("trailingSlashRedirect", () => {
  it.each([
    ["/infos/terms/", "/infos/terms"],
    ["/events/internship/?sort=start_at&prefectures[]=13", "/events/internship?sort=start_at&prefectures[]=13"],
    ["/events//", "/events"],
    ["//", "/"],
  ])("%s → %s", (input, expected) => {
    expect(trailingSlashRedirect(input)).toBe(expected);
  });

  it.each(["/", "/infos/terms", "/?a=1", "/events?next=/foo/"])("leaves %s alone", (input) => {
    expect(trailingSlashRedirect(input)).toBeNull();
  });
});
