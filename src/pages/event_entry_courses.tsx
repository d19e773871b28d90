import type { HeadFC } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { MY_COURSE_ENTRIES_PATH } from "@core/entries/course-routes";
// Imported from their files, not the feature's index: the index is also loaded by every event page, which need not
// carry this page's code.
import { PageStatus, MyCourseEntriesPage } from "@/features/entries";

/**
 * /event_entry_courses: the signed-in student's course entries, rendered in the browser (personal: noindex). The
 * prerendered HTML and hydration show the loading status (the session is only known in the browser, and prerendering
 * it as anonymous would flash 「ログインが必要です」 at a signed-in student).
 */
export default function EventEntryCoursesPage() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? <MyCourseEntriesPage /> : <PageStatus />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="エントリーしたコース"
    description="コースを選んでエントリーしたイベントの一覧です。"
    path={MY_COURSE_ENTRIES_PATH}
    noindex
    nofollow
  />
);
