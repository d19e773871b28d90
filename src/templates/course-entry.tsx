import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { parseCourseEntryPath } from "@core/entries/course-routes";
// Imported from their files, not the feature's index: the index is also loaded by every event page, which need not
// carry this page's code.
import { PageStatus, CourseEntryPage } from "@/features/entries";

/**
 * /event_entry_courses/{course_id}: prerendered once as a shell without data at /_shells/event-entry-course;
 * netlify.toml rewrites every /event_entry_courses/{segment} to it. After mount the page reads the course id from the
 * address (the server render and hydration show the loading status, so they always match); a segment that is not a
 * course id shows 「コースが見つかりません」.
 */
export default function CourseEntryTemplate({ location }: PageProps) {
  const [courseId, setCourseId] = React.useState<number | null | undefined>(undefined);
  React.useEffect(() => setCourseId(parseCourseEntryPath(location.pathname)), [location.pathname]);
  if (courseId === undefined) return <PageStatus />;
  return <CourseEntryPage courseId={courseId} />;
}

export function Head({ location }: HeadProps) {
  return (
    <SeoHead
      location={location}
      title="コースの詳細"
      description="エントリーしたコースの内容と状態を確認します。"
      noindex
      nofollow
    />
  );
}
