import { shareImage } from "./share-image";

describe("shareImage", () => {
  it("uses the page's own picture with its alt text, sizes unknown", () => {
    expect(
      shareImage(
        { url: "/media/events/1.jpg", alt: "夏のインターンシップ" },
        { renewed: true, fallbackAlt: "ミライキャリア" },
      ),
    ).toEqual({
      url: "/media/events/1.jpg",
      alt: "夏のインターンシップ",
    });
  });

  it("falls back to the 1200×630 branded image of the logo the flag chooses", () => {
    expect(shareImage({ url: null, alt: "x" }, { renewed: true, fallbackAlt: "ミライキャリア" })).toEqual({
      url: "/og/default.png",
      alt: "ミライキャリア",
      width: 1200,
      height: 630,
    });
    expect(shareImage({ url: "", alt: "x" }, { renewed: false, fallbackAlt: "ミライ就活" }).url).toBe(
      "/og/default-legacy.png",
    );
  });
});
