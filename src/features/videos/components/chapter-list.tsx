import { Link } from "gatsby";
import * as React from "react";
import type { VideoChapterData } from "@core/videos/video-data";
import { formatVideoTime } from "../video-duration";
import { videoChapterPath } from "@core/videos/video-paths";
import * as styles from "./videos.module.css";

type ChapterListProps = { bundleId: number; chapters: readonly VideoChapterData[]; currentChapterId: number | null };

/** The chapters of a bundle, each a link to its chapter page; the current chapter is highlighted. */
export function ChapterList({ bundleId, chapters, currentChapterId }: ChapterListProps) {
  return (
    <nav className={styles.chapters} aria-labelledby="video-chapters-heading">
      <h2 id="video-chapters-heading" className={styles.sectionTitle}>
        チャプター
      </h2>
      <ol className={styles.chapterList}>
        {chapters.map((chapter) => {
          const current = chapter.db_id === currentChapterId;
          return (
            <li key={chapter.db_id}>
              <Link
                to={videoChapterPath(bundleId, chapter.db_id)}
                className={`${styles.chapterLink} ${current ? styles.currentChapter : ""}`}
                aria-current={current ? "page" : undefined}
              >
                <span className={styles.chapterTime}>{formatVideoTime(chapter.start_seconds)}</span>
                <span>{chapter.title}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
