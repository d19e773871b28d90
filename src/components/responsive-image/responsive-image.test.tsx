import { fireEvent, render } from "@testing-library/react";
import * as React from "react";
import { IMAGE_WIDTHS } from "@core/images/image-rules";
import { ImagePreload, ResponsiveImage } from "./responsive-image";

const official = "/media/sample/companies/7/official-0a1b2c3d.jpg";
const eyeCatch = "/media/sample/eye-catches/12-0a1b2c3d.jpg";
const SIZES = "(min-width: 960px) 960px, 100vw";

function image(container: HTMLElement): HTMLImageElement {
  const element = container.querySelector("img");
  if (!element) throw new Error("no img");
  return element;
}

function candidates(srcSet: string | null): string[] {
  return (srcSet ?? "").split(", ").map((candidate) => candidate.split(" ")[1]!);
}

describe("ResponsiveImage, fluid (sizes)", () => {
  it("offers every width of spec §9 cropped to the box, with the layout's sizes and width/height attributes", () => {
    const { container } = render(
      <ResponsiveImage src={official} alt="本社" kind="officialImage" width={960} height={400} sizes={SIZES} />,
    );
    const img = image(container);
    expect(candidates(img.getAttribute("srcset"))).toEqual(Object.values(IMAGE_WIDTHS).map((width) => `${width}w`));
    expect(img.getAttribute("srcset")).toContain(`/_img?url=${official}&w=1536&h=640&fm=webp&q=75&fit=cover 1536w`);
    expect(img).toHaveAttribute("sizes", SIZES);
    expect(img).toHaveAttribute("width", "960");
    expect(img).toHaveAttribute("height", "400");
    expect(img).toHaveAttribute("src", `/_img?url=${official}&w=1024&h=427&fm=webp&q=75&fit=cover`);
    expect(img).toHaveAttribute("alt", "本社");
  });

  it("never asks for a width past the original's own (an eye-catch is 1280 wide)", () => {
    const { container } = render(
      <ResponsiveImage src={eyeCatch} alt="" kind="eyeCatch" width={640} height={336} sizes="100vw" />,
    );
    expect(candidates(image(container).getAttribute("srcset"))).toEqual(["320w", "640w", "768w", "1024w", "1280w"]);
  });

  it("is lazy and decodes asynchronously unless it is the LCP picture", () => {
    const { container } = render(
      <ResponsiveImage src={eyeCatch} alt="" kind="eyeCatch" width={640} height={336} sizes="100vw" />,
    );
    expect(image(container)).toHaveAttribute("loading", "lazy");
    expect(image(container)).toHaveAttribute("decoding", "async");
    expect(image(container)).not.toHaveAttribute("fetchpriority");
  });

  it("loads the LCP picture eagerly with high fetch priority", () => {
    const { container } = render(
      <ResponsiveImage src={eyeCatch} alt="" kind="eyeCatch" width={640} height={336} sizes="100vw" priority />,
    );
    expect(image(container)).toHaveAttribute("loading", "eager");
    expect(image(container)).toHaveAttribute("fetchpriority", "high");
  });

  it("shows the 10 × 10, quality 50, blur 3 placeholder until the picture has loaded", () => {
    const { container } = render(
      <ResponsiveImage src={eyeCatch} alt="" kind="eyeCatch" width={640} height={336} sizes="100vw" />,
    );
    const img = image(container);
    expect(img.style.backgroundImage).toContain(`/_img?url=${eyeCatch}&w=10&h=10&fm=webp&q=50&fit=cover&blur=3`);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe("");
  });

  it("uses any other URL as it is, without srcset or placeholder", () => {
    const { container } = render(
      <ResponsiveImage
        src="https://images.example.jp/a.jpg"
        alt=""
        kind="scene"
        width={320}
        height={200}
        sizes="100vw"
      />,
    );
    const img = image(container);
    expect(img).toHaveAttribute("src", "https://images.example.jp/a.jpg");
    expect(img).not.toHaveAttribute("srcset");
    expect(img.style.backgroundImage).toBe("");
    expect(img).toHaveAttribute("width", "320");
  });
});

describe("ResponsiveImage, fixed (no sizes)", () => {
  it("offers densities 1x and 2x of spec §9", () => {
    const { container } = render(<ResponsiveImage src={eyeCatch} alt="" kind="eyeCatch" width={400} height={225} />);
    const img = image(container);
    expect(img.getAttribute("srcset")).toBe(
      `/_img?url=${eyeCatch}&w=640&h=360&fm=webp&q=75&fit=cover 1x, /_img?url=${eyeCatch}&w=1024&h=576&fm=webp&q=75&fit=cover 2x`,
    );
    expect(img).not.toHaveAttribute("sizes");
  });
});

describe("ImagePreload", () => {
  it("preloads the same srcset and sizes as the picture, with high priority", () => {
    const layout = { kind: "eyeCatch", width: 640, height: 336, sizes: "(min-width: 672px) 640px, 100vw" } as const;
    const { container } = render(
      <>
        <ImagePreload src={eyeCatch} {...layout} />
        <ResponsiveImage src={eyeCatch} alt="" {...layout} priority />
      </>,
    );
    const link = container.querySelector("link");
    expect(link).toHaveAttribute("rel", "preload");
    expect(link).toHaveAttribute("as", "image");
    expect(link).toHaveAttribute("fetchpriority", "high");
    expect(link?.getAttribute("imagesrcset")).toBe(image(container).getAttribute("srcset"));
    expect(link).toHaveAttribute("imagesizes", layout.sizes);
    expect(link).toHaveAttribute("href", image(container).getAttribute("src"));
  });

  it("renders nothing without a picture", () => {
    const { container } = render(<ImagePreload src={null} kind="eyeCatch" width={640} height={336} sizes="100vw" />);
    expect(container).toBeEmptyDOMElement();
  });
});
