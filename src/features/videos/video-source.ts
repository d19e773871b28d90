/**
 * How a video URL plays: a file on this site (or any direct media URL) in a `<video>` element, or a YouTube
 * video in the privacy-enhanced embedded player (youtube-nocookie.com), which starts at `startSeconds`.
 */
export type VideoSource = { kind: "file"; src: string } | { kind: "embed"; embedUrl: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1] ?? null;
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

export function videoSource(videoUrl: string, startSeconds: number): VideoSource {
  if (/^https?:\/\//.test(videoUrl)) {
    const id = youtubeId(new URL(videoUrl));
    if (id) {
      const start = Math.max(0, Math.floor(startSeconds));
      return {
        kind: "embed",
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ""}`,
      };
    }
  }
  const start = Math.max(0, Math.floor(startSeconds));
  return { kind: "file", src: start > 0 ? `${videoUrl}#t=${start}` : videoUrl };
}
