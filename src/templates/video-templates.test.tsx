import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import * as React from "react";
import type { ShortVideoContext, VideoBundleContext } from "@core/videos/video-data";
import ShortVideoTemplate from "./short-video";
import VideoBundleTemplate from "./video-bundle";

const bundleContext: VideoBundleContext = {
  bundle: {
    db_id: 4,
    title: "営業職の一日",
    description: "社員が仕事を紹介します。",
    video_url: "/videos/bundles/sample-2.mp4",
    thumbnail_url: null,
    captions_url: "/videos/bundles/sample-2.ja.vtt",
    duration_seconds: 90,
    published_at: "2026-04-01T03:00:00.000Z",
    company: { db_id: 10, name: "株式会社ミライテック" },
    channel: { db_id: 1, name: "ミライテック 公式チャンネル" },
    chapters: [
      { db_id: 40, title: "オープニング", start_seconds: 0 },
      { db_id: 41, title: "職場紹介", start_seconds: 30 },
      { db_id: 42, title: "先輩社員の声", start_seconds: 60 },
    ],
  },
  chapterId: null,
};

function props<Context extends object>(pageContext: Context) {
  return { pageContext } as unknown as PageProps<object, Context>;
}

describe("video bundle page", () => {
  it("lists the chapters as links to their pages, none current on the bundle page", () => {
    const { container } = render(<VideoBundleTemplate {...props(bundleContext)} />);
    const chapters = within(screen.getByRole("navigation", { name: "チャプター" })).getAllByRole("link");
    expect(chapters.map((link) => link.getAttribute("href"))).toEqual([
      "/videos/4/video_chapters/40",
      "/videos/4/video_chapters/41",
      "/videos/4/video_chapters/42",
    ]);
    expect(chapters.some((link) => link.hasAttribute("aria-current"))).toBe(false);
    expect(container.querySelector("video")).toHaveAttribute("src", "/videos/bundles/sample-2.mp4");
  });

  it("starts a chapter page at its chapter and highlights it", () => {
    const { container } = render(<VideoBundleTemplate {...props({ ...bundleContext, chapterId: 42 })} />);
    expect(container.querySelector("video")).toHaveAttribute("src", "/videos/bundles/sample-2.mp4#t=60");
    expect(screen.getByRole("link", { name: /先輩社員の声/ })).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("チャプター開始 1:00")).toBeInTheDocument();
  });

  it("shows a single video without chapters when there are none (video_bundles off)", () => {
    render(<VideoBundleTemplate {...props({ ...bundleContext, bundle: { ...bundleContext.bundle, chapters: [] } })} />);
    expect(screen.queryByRole("navigation", { name: "チャプター" })).toBeNull();
  });
});

describe("short video page", () => {
  const short: ShortVideoContext["short"] = {
    db_id: 8,
    title: "オフィス紹介",
    description: "短い動画",
    video_url: "/videos/shorts/sample-1.mp4",
    thumbnail_url: null,
    captions_url: null,
    duration_seconds: 20,
    published_at: "2026-04-01T09:00:00.000Z",
    company: null,
  };

  it("links to the previous and next short videos", () => {
    render(
      <ShortVideoTemplate
        {...props({
          short,
          previous: { db_id: 7, title: "社員インタビュー" },
          next: { db_id: 9, title: "一日の流れ" },
        })}
      />,
    );
    expect(screen.getByRole("link", { name: "前の動画：社員インタビュー" })).toHaveAttribute("href", "/short_videos/7");
    expect(screen.getByRole("link", { name: "次の動画：一日の流れ" })).toHaveAttribute("href", "/short_videos/9");
  });

  it("has no previous link on the newest and no next link on the oldest", () => {
    render(<ShortVideoTemplate {...props({ short, previous: null, next: null })} />);
    expect(screen.queryByRole("link", { name: /前の動画|次の動画/ })).toBeNull();
  });
});
