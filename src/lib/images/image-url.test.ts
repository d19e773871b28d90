import { ALLOWED_IMAGE_WIDTHS, IMAGE_WIDTHS } from "@core/images/image-rules";
import { densitySrcSet, widthSrcSet } from "./image-src-set";
import { imageUrl, placeholderImageUrl, snapImageWidth } from "./image-url";

const logo = "/media/sample/companies/7/logo-0a1b2c3d.png";

describe("imageUrl (our proxy)", () => {
  it("asks for the spec's operations in a fixed order, webp, quality 75 and cover by default", () => {
    expect(imageUrl(logo, { width: 640, height: 360 }, "proxy")).toBe(
      `/_img?url=${logo}&w=640&h=360&fm=webp&q=75&fit=cover`,
    );
  });

  it("passes format, quality and fit through, and leaves the height out when none is given", () => {
    expect(imageUrl(logo, { width: 320, format: "avif", quality: 60, fit: "contain" }, "proxy")).toBe(
      `/_img?url=${logo}&w=320&fm=avif&q=60&fit=contain`,
    );
    expect(imageUrl(logo, { width: 320, format: "auto" }, "proxy")).toBe(
      `/_img?url=${logo}&w=320&fm=auto&q=75&fit=cover`,
    );
  });

  it("snaps the width up to the list and scales the height with it", () => {
    expect(imageUrl(logo, { width: 300, height: 150 }, "proxy")).toBe(
      `/_img?url=${logo}&w=320&h=160&fm=webp&q=75&fit=cover`,
    );
    expect(imageUrl(logo, { width: 4000, height: 2000 }, "proxy")).toBe(
      `/_img?url=${logo}&w=1536&h=768&fm=webp&q=75&fit=cover`,
    );
  });

  it("gives the placeholder of spec §9: 10 × 10, quality 50, blur 3", () => {
    expect(placeholderImageUrl(logo, "proxy")).toBe(`/_img?url=${logo}&w=10&h=10&fm=webp&q=50&fit=cover&blur=3`);
  });

  it("encodes what a query value must not carry, but keeps the slashes readable", () => {
    expect(imageUrl("/media/a b&c.png", { width: 320 }, "proxy")).toBe(
      "/_img?url=/media/a%20b%26c.png&w=320&fm=webp&q=75&fit=cover",
    );
  });

  it("leaves sources outside the media store alone", () => {
    expect(imageUrl("https://images.example.jp/a.jpg", { width: 640 }, "proxy")).toBe(
      "https://images.example.jp/a.jpg",
    );
    expect(imageUrl("/icons/category/it.svg", { width: 640 }, "proxy")).toBe("/icons/category/it.svg");
  });
});

describe("imageUrl (Netlify Image CDN)", () => {
  it("uses the same parameters under /.netlify/images, jpg for jpeg, no fm for auto and no blur", () => {
    expect(imageUrl(logo, { width: 640, height: 360 }, "netlify")).toBe(
      `/.netlify/images?url=${logo}&w=640&h=360&fm=webp&q=75&fit=cover`,
    );
    expect(imageUrl(logo, { width: 640, format: "jpeg" }, "netlify")).toBe(
      `/.netlify/images?url=${logo}&w=640&fm=jpg&q=75&fit=cover`,
    );
    expect(imageUrl(logo, { width: 640, format: "auto" }, "netlify")).toBe(
      `/.netlify/images?url=${logo}&w=640&q=75&fit=cover`,
    );
    expect(placeholderImageUrl(logo, "netlify")).toBe(`/.netlify/images?url=${logo}&w=10&h=10&fm=webp&q=50&fit=cover`);
  });
});

describe("snapImageWidth", () => {
  it("only ever gives a width the proxy accepts", () => {
    for (let pixels = 1; pixels <= 4000; pixels += 7) expect(ALLOWED_IMAGE_WIDTHS).toContain(snapImageWidth(pixels));
  });
});

describe("srcset helpers", () => {
  it("offers 1x and 2x for a fixed box, once when both snap to the same width", () => {
    expect(densitySrcSet(logo, { width: 64, height: 64 }, "proxy")).toBe(
      `/_img?url=${logo}&w=320&h=320&fm=webp&q=75&fit=cover 1x`,
    );
    expect(densitySrcSet(logo, { width: 320, height: 180 }, "proxy")).toBe(
      `/_img?url=${logo}&w=320&h=180&fm=webp&q=75&fit=cover 1x, /_img?url=${logo}&w=640&h=360&fm=webp&q=75&fit=cover 2x`,
    );
  });

  it("offers every width of the list for a fluid box, cropped to the ratio", () => {
    const candidates = widthSrcSet(logo, { aspectRatio: 16 / 9 }, "proxy").split(", ");
    expect(candidates.map((candidate) => candidate.split(" ")[1])).toEqual(
      Object.values(IMAGE_WIDTHS).map((w) => `${w}w`),
    );
    expect(candidates[1]).toBe(`/_img?url=${logo}&w=640&h=360&fm=webp&q=75&fit=cover 640w`);
  });

  it("gives no srcset for a source that is not resized", () => {
    expect(densitySrcSet("https://images.example.jp/a.jpg", { width: 64 }, "proxy")).toBe("");
    expect(widthSrcSet("https://images.example.jp/a.jpg", {}, "proxy")).toBe("");
  });
});
