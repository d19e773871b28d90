import { Link } from "gatsby";
import * as React from "react";
import { tokyoDateLabel } from "../video-dates";
import type { ShortVideoCardData, VideoBundleCardData } from "@core/videos/video-data";
import { formatVideoTime } from "../video-duration";
import { shortVideoPath, videoBundlePath } from "@core/videos/video-paths";
import { CARD_GRID_IMAGE_SIZES } from "@/components/card-grid/card-grid";
import { ResponsiveImage } from "@/components/responsive-image/responsive-image";
import * as styles from "./videos.module.css";

/** A video's thumbnail in a card (`.cardPanel`, 16:9; cropped by CSS on phones), as wide as a card of the grid. */
export const VIDEO_CARD_IMAGE = {
  kind: "videoThumbnail",
  width: 640,
  height: 360,
  sizes: CARD_GRID_IMAGE_SIZES,
} as const;
/** A short video's vertical thumbnail in a card (`.shortPanel`, 3:4). */
export const SHORT_VIDEO_CARD_IMAGE = {
  kind: "shortVideoThumbnail",
  width: 480,
  height: 640,
  sizes: CARD_GRID_IMAGE_SIZES,
} as const;

/** A video bundle in a list: title (the link), company, length, chapters and date. */
export function VideoBundleCard({ bundle }: { bundle: VideoBundleCardData }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardPanel} aria-hidden="true">
        {bundle.thumbnail_url && (
          <ResponsiveImage className={styles.cardImage} src={bundle.thumbnail_url} alt="" {...VIDEO_CARD_IMAGE} />
        )}
        <span className={styles.playIcon}>▶</span>
        <span className={styles.cardDuration}>{formatVideoTime(bundle.duration_seconds)}</span>
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={videoBundlePath(bundle.db_id)}>{bundle.title}</Link>
        </h3>
        {bundle.company_name && <p className={styles.cardMeta}>{bundle.company_name}</p>}
        <p className={styles.cardMeta}>
          <span>再生時間 {formatVideoTime(bundle.duration_seconds)}</span>
          {bundle.chapter_count > 0 && <span>・{bundle.chapter_count}チャプター</span>}
          <span>・{tokyoDateLabel(bundle.published_at)}公開</span>
        </p>
      </div>
    </article>
  );
}

/** A short (vertical) video in a list. */
export function ShortVideoCard({ short }: { short: ShortVideoCardData }) {
  return (
    <article className={styles.card}>
      <div className={`${styles.cardPanel} ${styles.shortPanel}`} aria-hidden="true">
        {short.thumbnail_url && (
          <ResponsiveImage className={styles.cardImage} src={short.thumbnail_url} alt="" {...SHORT_VIDEO_CARD_IMAGE} />
        )}
        <span className={styles.playIcon}>▶</span>
        <span className={styles.cardDuration}>{formatVideoTime(short.duration_seconds)}</span>
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={shortVideoPath(short.db_id)}>{short.title}</Link>
        </h3>
        {short.company_name && <p className={styles.cardMeta}>{short.company_name}</p>}
      </div>
    </article>
  );
}
