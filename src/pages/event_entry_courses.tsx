import type { HeadFC } from "gatsby";
import * as React from "react";
import { SeoHead } from "../components/seo";
import { MY_COURSE_ENTRIES_PATH } from "../domain/entries/course-routes";
import { MyCourseEntriesPage } from "../features/entries";

/** /event_entry_courses: the signed-in student's course entries, rendered in the browser (personal: noindex). */
export default function EventEntryCoursesPage() {
  return <MyCourseEntriesPage />;
}

export const Head: HeadFC = () => (
  <SeoHead title="エントリーしたコース" description="コースを選んでエントリーしたイベントの一覧です。" path={MY_COURSE_ENTRIES_PATH} noindex nofollow />
);
