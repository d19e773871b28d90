import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { ErrorScreen, errorViewModel } from "@/components/error";
import { SeoHead } from "@/components/seo";
import { parseEntryPagePath, type EntryPageRoute } from "@core/entries/entry-routes";
// Imported from their files, not the feature's index: the index is also loaded by every event page, which need not
// carry this page's code.
import { PageStatus, EntryCoursesPage } from "@/features/entries";

/**
 * /events/{category}/{event_id}/schedules/{schedule_id}/courses: prerendered once as a shell without data at
 * /_shells/entry-courses; the /events/* page function serves it for valid paths. After mount the page reads the
 * route from the address (the server render and hydration show the loading status, so they always match).
 */
export default function EntryCoursesTemplate({ location }: PageProps) {
  const [route, setRoute] = React.useState<EntryPageRoute | null | undefined>(undefined);
  React.useEffect(() => setRoute(parseEntryPagePath(location.pathname)), [location.pathname]);
  if (route === undefined) return <PageStatus />;
  if (route === null || route.kind !== "courses")
    return <ErrorScreen error={errorViewModel(404, `Page Not Found: ${location.pathname}`)} />;
  return <EntryCoursesPage route={route} />;
}

export function Head({ location }: HeadProps) {
  return (
    <SeoHead
      location={location}
      title="コース選択"
      description="イベントの日程で参加するコースを選びます。"
      noindex
      nofollow
    />
  );
}
