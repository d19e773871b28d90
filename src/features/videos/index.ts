/** The videos feature as pages, templates and other features see it: import from here, never from its files. */
export { ShortVideoGrid, VideoBundleGrid } from "./components/video-grids";
export { VideoSeoHead } from "./components/video-seo-head";
export { videoBreadcrumbs, videosTitle } from "./video-breadcrumbs";
export { VideoPlayer } from "./components/video-player";
export { formatVideoTime } from "./video-duration";
export { ChapterList } from "./components/chapter-list";
export { tokyoDateLabel } from "./video-dates";
export { VideoSearchView } from "./components/video-search-view";

// CSS modules that pages lay out with (TypeScript has no `export * as` for the `*.module.css` declaration).
import * as videosStyles from "./components/videos.module.css";
export { videosStyles };
