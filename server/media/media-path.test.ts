import { mediaKeyFromPath, mediaPath } from "./media-path";

describe("mediaKeyFromPath", () => {
  it("gives the key of a path under /media/", () => {
    expect(mediaKeyFromPath("/media/sample/companies/7/logo-0a1b2c3d.png")).toBe(
      "sample/companies/7/logo-0a1b2c3d.png",
    );
    expect(mediaKeyFromPath(mediaPath("a.jpg"))).toBe("a.jpg");
  });

  it.each([
    ["another path", "/images/a.jpg"],
    ["the bare prefix", "/media/"],
    ["an absolute URL", "https://evil.example/media/a.jpg"],
    ["a protocol-relative URL", "//evil.example/media/a.jpg"],
    ["a parent segment", "/media/../db/secret"],
    ["a parent segment deeper down", "/media/sample/../../etc/passwd"],
    ["a current segment", "/media/./a.jpg"],
    ["a hidden file", "/media/.env"],
    ["an empty segment", "/media/sample//a.jpg"],
    ["an encoded parent", "/media/%2e%2e/a.jpg"],
    ["an encoded slash", "/media/sample%2F..%2Fa.jpg"],
    ["a backslash", "/media/sample\\..\\a.jpg"],
    ["a NUL byte", "/media/a.jpg\u0000.png"],
    ["a query", "/media/a.jpg?x=1"],
    ["a key too long", `/media/${"a".repeat(513)}`],
  ])("refuses %s", (_label, sitePath) => {
    expect(mediaKeyFromPath(sitePath)).toBeNull();
  });
});
