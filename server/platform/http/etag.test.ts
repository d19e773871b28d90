import { jsonWithEtag, matchesIfNoneMatch, weakEtag } from "./etag";

describe("weakEtag", () => {
  it("joins the parts into a weak tag, an object by a digest of its JSON that follows its content", () => {
    expect(weakEtag(["chat", 7, "12"])).toBe('W/"chat-7-12"');
    const tag = weakEtag(["chat", { name: "株式会社青葉" }]);
    expect(tag).toMatch(/^W\/"chat-[A-Za-z0-9_-]{16}"$/);
    expect(weakEtag(["chat", { name: "株式会社青葉" }])).toBe(tag);
    expect(weakEtag(["chat", { name: "株式会社若葉" }])).not.toBe(tag);
  });
});

describe("matchesIfNoneMatch", () => {
  it("compares weakly, reads lists and *, and nothing without the header", () => {
    const etag = 'W/"chat-1-2"';
    expect(matchesIfNoneMatch(null, etag)).toBe(false);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch('"chat-1-2"', etag)).toBe(true);
    expect(matchesIfNoneMatch(' "x" , W/"chat-1-2"', etag)).toBe(true);
    expect(matchesIfNoneMatch("*", etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"chat-1-3"', etag)).toBe(false);
  });
});

describe("jsonWithEtag", () => {
  it("answers 304 without a body and without loading it on a match, else the JSON; both with the ETag and the headers", async () => {
    const etag = 'W/"chat-1-2"';
    const load = jest.fn(async () => ({ ok: true }));
    const headers = { "Cache-Control": "private, no-store" };
    const notModified = await jsonWithEtag(
      new Request("http://localhost/x", { headers: { "If-None-Match": etag } }),
      etag,
      headers,
      load,
    );
    expect([
      notModified.status,
      await notModified.text(),
      notModified.headers.get("ETag"),
      notModified.headers.get("Cache-Control"),
    ]).toEqual([304, "", etag, "private, no-store"]);
    expect(load).not.toHaveBeenCalled();
    const fresh = await jsonWithEtag(
      new Request("http://localhost/x", { headers: { "If-None-Match": 'W/"old"' } }),
      etag,
      headers,
      load,
    );
    expect([fresh.status, await fresh.json(), fresh.headers.get("ETag"), fresh.headers.get("Cache-Control")]).toEqual([
      200,
      { ok: true },
      etag,
      "private, no-store",
    ]);
  });
});
