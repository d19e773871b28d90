import { joinViewOf, msUntilOpens } from "./online-join-view";

const OPENS = "2026-12-01T00:30:00.000Z"; // 09:30 JST

describe("joinViewOf", () => {
  it("offers 参加する with the site's join redirect when open", () => {
    expect(
      joinViewOf({ status: "open", attend_url: "https://site.example/api/v1/events/3/event_in/live", opens_at: OPENS }),
    ).toEqual({ kind: "join", href: "https://site.example/api/v1/events/3/event_in/live" });
  });

  it.each([
    ["not_yet", OPENS, /開始30分前（12月1日\(火\) 09:30）から/],
    ["not_online", OPENS, /参加用のURLは主催者が準備中です/],
    ["ended", OPENS, /オンライン配信は終了しました/],
  ] as const)("explains %s", (status, opensAt, text) => {
    const view = joinViewOf({ status, attend_url: null, opens_at: opensAt });
    expect(view.kind).toBe("note");
    expect(view.kind === "note" && view.text).toMatch(text);
  });

  it("shows nothing without an entry", () => {
    expect(joinViewOf({ status: "not_entered", attend_url: null, opens_at: null })).toEqual({ kind: "none" });
  });
});

describe("msUntilOpens", () => {
  it("is the wait until the link opens, within the horizon", () => {
    const answer = { status: "not_yet", attend_url: null, opens_at: OPENS } as const;
    expect(msUntilOpens(answer, new Date("2026-12-01T00:20:00.000Z"))).toBe(10 * 60 * 1000);
    expect(msUntilOpens(answer, new Date("2026-11-29T00:20:00.000Z"))).toBeNull();
    expect(msUntilOpens({ ...answer, status: "open" }, new Date("2026-12-01T00:20:00.000Z"))).toBeNull();
  });
});
