import type { HeadFC } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { WHATS_NEW_PATH } from "@core/notices/notice-paths";
import { NoticeListPage, whatsNewKind, noticesStyles as styles } from "@/features/notices";

/** /whats_new (新着情報): news and followed companies' new events. Rendered in the browser only (personal, noindex). */
export default function WhatsNewPage() {
  return (
    <div className={styles.page}>
      <NoticeListPage kind={whatsNewKind} />
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="新着情報"
    description="ミライキャリアからのお知らせと、フォロー中の企業の新着情報です。"
    path={WHATS_NEW_PATH}
    noindex
    nofollow
  />
);
