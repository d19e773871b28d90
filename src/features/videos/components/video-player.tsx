import * as React from "react";
import { videoPosterUrl, type VideoOrientation } from "../video-poster";
import { videoSource } from "../video-source";
import * as styles from "./videos.module.css";

const HAVE_METADATA = 1;

export type VideoPlayerProps = {
  title: string;
  videoUrl: string;
  captionsUrl: string | null;
  posterUrl?: string | null;
  /** where playback starts (a chapter page's start_seconds) */
  startSeconds?: number;
  orientation?: VideoOrientation;
};

/**
 * Plays a video with the browser's own controls (keyboard usable), never automatically. A file starts at
 * `startSeconds` (media fragment plus currentTime once its metadata has loaded) and shows Japanese captions when
 * the data has them. An external YouTube video stays a plain button until the visitor asks for it: only then is
 * the embedded player (an iframe) loaded.
 */
export function VideoPlayer({
  title,
  videoUrl,
  captionsUrl,
  posterUrl,
  startSeconds = 0,
  orientation = "landscape",
}: VideoPlayerProps) {
  const source = videoSource(videoUrl, startSeconds);
  const [embedRequested, setEmbedRequested] = React.useState(false);
  const frameClass = `${styles.player} ${orientation === "portrait" ? styles.portrait : styles.landscape}`;

  const videoRef = React.useRef<HTMLVideoElement>(null);
  const seekToStart = React.useCallback(() => {
    const video = videoRef.current;
    if (!video || startSeconds <= 0 || video.currentTime >= startSeconds) return;
    video.currentTime = Math.min(startSeconds, Number.isFinite(video.duration) ? video.duration : startSeconds);
  }, [startSeconds]);
  // The prerendered element may have loaded its metadata before hydration attached onLoadedMetadata.
  React.useEffect(() => {
    if (videoRef.current && videoRef.current.readyState >= HAVE_METADATA) seekToStart();
  }, [seekToStart]);

  if (source.kind === "embed") {
    return (
      <div className={frameClass}>
        {embedRequested ? (
          <iframe
            className={styles.media}
            src={source.embedUrl}
            title={title}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.facade} onClick={() => setEmbedRequested(true)}>
            <span className={styles.playIcon} aria-hidden="true">
              ▶
            </span>
            <span>「{title}」を再生する（YouTube）</span>
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={frameClass}>
      <video
        ref={videoRef}
        className={styles.media}
        src={source.src}
        poster={posterUrl ? videoPosterUrl(posterUrl, orientation) : undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        onLoadedMetadata={seekToStart}
      >
        {captionsUrl && <track kind="captions" srcLang="ja" label="日本語" src={captionsUrl} default />}
      </video>
    </div>
  );
}
