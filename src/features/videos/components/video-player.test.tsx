import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { VideoPlayer } from "./video-player";

function videoElement(container: HTMLElement): HTMLVideoElement {
  const video = container.querySelector("video");
  if (!video) throw new Error("no <video>");
  return video;
}

describe("VideoPlayer", () => {
  it("plays a file with controls and captions, never automatically", () => {
    const { container } = render(
      <VideoPlayer
        title="営業職の一日"
        videoUrl="/videos/bundles/sample-1.mp4"
        captionsUrl="/videos/bundles/sample-1.ja.vtt"
      />,
    );
    const video = videoElement(container);
    expect(video).toHaveAttribute("src", "/videos/bundles/sample-1.mp4");
    expect(video).toHaveAttribute("controls");
    expect(video.autoplay).toBe(false);
    expect(video).not.toHaveAttribute("autoplay");
    const track = video.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "ja");
    expect(track).toHaveAttribute("src", "/videos/bundles/sample-1.ja.vtt");
  });

  it("has no captions track when the data has none", () => {
    const { container } = render(
      <VideoPlayer title="動画" videoUrl="/videos/bundles/sample-1.mp4" captionsUrl={null} />,
    );
    expect(videoElement(container).querySelector("track")).toBeNull();
  });

  it("starts at the chapter: media fragment, then currentTime once the metadata has loaded", () => {
    const { container } = render(
      <VideoPlayer title="動画" videoUrl="/videos/bundles/sample-1.mp4" captionsUrl={null} startSeconds={45} />,
    );
    const video = videoElement(container);
    expect(video).toHaveAttribute("src", "/videos/bundles/sample-1.mp4#t=45");
    Object.defineProperty(video, "duration", { value: 90, configurable: true });
    fireEvent(video, new Event("loadedmetadata"));
    expect(video.currentTime).toBe(45);
  });

  it("loads a YouTube player only when asked, at the chapter's start", () => {
    const { container } = render(
      <VideoPlayer
        title="会社説明会"
        videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ"
        captionsUrl={null}
        startSeconds={30}
      />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "「会社説明会」を再生する（YouTube）" }));
    const frame = container.querySelector("iframe");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30");
    expect(frame?.getAttribute("src")).not.toMatch(/autoplay/);
  });
});
