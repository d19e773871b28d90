import * as React from "react";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import * as styles from "./preview-banner.module.css";

type PreviewBannerProps = {
  /** whether students can see the event now */
  published: boolean;
  /** ISO time the preview link stops working */
  expiresAt: string;
};

/** Marks the page as a preview: whether the event is public yet, and until when (Japan time) the link works. */
export function PreviewBanner({ published, expiresAt }: PreviewBannerProps) {
  return (
    <aside className={styles.banner} aria-labelledby="preview-banner-label">
      <div className={`container ${styles.inner}`}>
        <p className={styles.badge} id="preview-banner-label">
          プレビュー
        </p>
        <div className={styles.text}>
          <p>
            {published
              ? "このイベントは公開中です。学生に表示されている内容を確認できます。"
              : "このイベントはまだ公開されていません。公開されると、学生にはこの内容で表示されます。"}
          </p>
          <p>
            このリンクの有効期限は
            <time dateTime={tokyoDateTimeAttribute(expiresAt)}>{formatTokyoDateTime(expiresAt)}</time>
            （日本時間）です。リンクを知っている人は誰でも閲覧できるため、取り扱いにご注意ください。
          </p>
        </div>
      </div>
    </aside>
  );
}
