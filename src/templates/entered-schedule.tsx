import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { parseEnteredSchedulePath } from "@core/entries/entered-schedule-routes";
import { EnteredSchedulePage } from "@/features/entry-submissions";

/**
 * /entered_schedules/{event_id}: prerendered once as a shell without data at /_shells/entered-schedule; netlify.toml
 * rewrites every /entered_schedules/{segment} to it. After mount the page reads the event id from the address (the
 * server render and hydration show the loading status, so they always match).
 */
export default function EnteredScheduleTemplate({ location }: PageProps) {
  const [eventId, setEventId] = React.useState<number | null | undefined>(undefined);
  React.useEffect(() => setEventId(parseEnteredSchedulePath(location.pathname)), [location.pathname]);
  if (eventId === undefined)
    return (
      <p role="status" aria-busy="true" style={{ padding: "3rem 0", textAlign: "center" }}>
        読み込んでいます…
      </p>
    );
  return <EnteredSchedulePage eventId={eventId} />;
}

export function Head({ location }: HeadProps) {
  return (
    <SeoHead
      location={location}
      title="提出物・選考スケジュール"
      description="エントリーしたイベントの課題と履歴書・エントリーシートを確認し、提出します。"
      noindex
      nofollow
    />
  );
}
