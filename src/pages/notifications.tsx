import type { HeadFC } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { NOTIFICATIONS_PATH } from "@core/notices/notice-paths";
import { NoticeListPage, notificationsKind, noticesStyles as styles } from "@/features/notices";

/** /notifications (お知らせ): the signed-in student's notifications. Rendered in the browser only (personal, noindex). */
export default function NotificationsPage() {
  return (
    <div className={styles.page}>
      <NoticeListPage kind={notificationsKind} />
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="お知らせ"
    description="あなた宛てのお知らせです。"
    path={NOTIFICATIONS_PATH}
    noindex
    nofollow
  />
);
