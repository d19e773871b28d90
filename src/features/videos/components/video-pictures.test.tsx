import { render } from "@testing-library/react";
import * as React from "react";
import type { ShortVideoCardData, VideoBundleCardData } from "@core/videos/video-data";
import { ShortVideoCard, VideoBundleCard } from "./video-bundle-card";
import { VideoPlayer } from "./video-player";
import { VideoSeoHead } from "./video-seo-head";

const thumbnail = "/media/sample/video-thumbnails/3-0a1b2c3d.jpg";
const shortThumbnail = "/media/sample/short-thumbnails/4-0a1b2c3d.jpg";

const bundle: VideoBundleCardData = {
  db_id: 3,
  title: "エンジニアの一日",
  duration_seconds: 90,
  published_at: "2026-05-03T03:00:00.000Z",
  company_name: "株式会社ミライテック",
  chapter_count: 2,
  thumbnail_url: thumbnail,
};
const short: ShortVideoCardData = {
  db_id: 4,
  title: "30秒でわかる職場",
  duration_seconds: 30,
  company_name: null,
  thumbnail_url: shortThumbnail,
};

describe("video cards", () => {
  it("show the thumbnail through the URL builder, lazily, as wide as a card of the grid", () => {
    const { container } = render(<VideoBundleCard bundle={bundle} />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", `/_img?url=${thumbnail}&w=640&h=360&fm=webp&q=75&fit=cover`);
    expect(img).toHaveAttribute("sizes", "(min-width: 960px) 246px, (min-width: 600px) 50vw, 100vw");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img.getAttribute("srcset")).toContain("1280w");
    expect(img.getAttribute("srcset")).not.toContain("1536w");
  });

  it("show a short's vertical thumbnail, never wider than its 720-px original", () => {
    const { container } = render(<ShortVideoCard short={short} />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "480");
    expect(img).toHaveAttribute("height", "640");
    expect(img.getAttribute("srcset")).toContain(`/_img?url=${shortThumbnail}&w=640&h=853&fm=webp&q=75&fit=cover 640w`);
    expect(img.getAttribute("srcset")).not.toContain("768w");
  });

  it("keep the coloured panel without a thumbnail", () => {
    const { container } = render(<VideoBundleCard bundle={{ ...bundle, thumbnail_url: null }} />);
    expect(container.querySelector("img")).toBeNull();
  });
});

describe("video poster", () => {
  it("is the thumbnail resized for the player, landscape or portrait", () => {
    const { container, rerender } = render(
      <VideoPlayer title="動画" videoUrl="/videos/bundles/sample-1.mp4" captionsUrl={null} posterUrl={thumbnail} />,
    );
    expect(container.querySelector("video")).toHaveAttribute(
      "poster",
      `/_img?url=${thumbnail}&w=1024&h=576&fm=webp&q=75&fit=cover`,
    );
    rerender(
      <VideoPlayer
        title="動画"
        videoUrl="/videos/bundles/sample-1.mp4"
        captionsUrl={null}
        posterUrl={shortThumbnail}
        orientation="portrait"
      />,
    );
    expect(container.querySelector("video")).toHaveAttribute(
      "poster",
      `/_img?url=${shortThumbnail}&w=640&h=1138&fm=webp&q=75&fit=cover`,
    );
  });

  it("is preloaded with high priority by the video page's Head, where a file plays", () => {
    const video = {
      name: "動画",
      description: "説明",
      thumbnailUrl: thumbnail,
      uploadDate: "2026-05-03T03:00:00.000Z",
      durationSeconds: 90,
      videoUrl: "/videos/bundles/sample-1.mp4",
    };
    const props = {
      location: { pathname: "/videos/3" },
      title: "動画",
      description: "説明",
      path: "/videos/3",
      breadcrumbs: [],
    };
    const { container, rerender } = render(<VideoSeoHead {...props} video={video} />);
    const preload = container.querySelector("link[rel='preload'][as='image']");
    expect(preload).toHaveAttribute("href", `/_img?url=${thumbnail}&w=1024&h=576&fm=webp&q=75&fit=cover`);
    expect(preload).toHaveAttribute("fetchpriority", "high");
    rerender(<VideoSeoHead {...props} video={{ ...video, videoUrl: "https://www.youtube.com/watch?v=abcdefghijk" }} />);
    expect(container.querySelector("link[rel='preload']")).toBeNull();
  });
});
