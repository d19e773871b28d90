import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { ErrorScreen, errorViewModel } from "@/components/error";
import { SeoHead } from "@/components/seo";
import { courseIdFromSearch, parseEntryPagePath, type EntryPageRoute } from "@core/entries/entry-routes";
import { EntryConfirmPage, PageStatus } from "@/features/entries";

/**
 * /events/{category}/{event_id}/schedules/{schedule_id}/confirm: prerendered once as a shell without data at
 * /_shells/entry-confirm; the /events/* page function serves it for valid paths. After mount the page reads the
 * route from the address (the server render and hydration show the loading status, so they always match), and the
 * chosen course from `?course_id=` (schedules with courses, while `entry_courses_with_event` is on).
 */
export default function EntryConfirmTemplate({ location }: PageProps) {
  const [route, setRoute] = React.useState<EntryPageRoute | null | undefined>(undefined);
  React.useEffect(() => setRoute(parseEntryPagePath(location.pathname)), [location.pathname]);
  if (route === undefined) return <PageStatus />;
  if (route === null || route.kind !== "confirm")
    return <ErrorScreen error={errorViewModel(404, `Page Not Found: ${location.pathname}`)} />;
  return <EntryConfirmPage route={route} courseId={courseIdFromSearch(location.search)} />;
}

export function Head({ location }: HeadProps) {
  return (
    <SeoHead
      location={location}
      title="エントリー内容の確認"
      description="イベントの日程へのエントリー内容を確認します。"
      noindex
      nofollow
    />
  );
}
