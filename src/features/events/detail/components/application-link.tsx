import * as React from "react";
import type { EventCategory } from "@core/event-category";
import { analyticsCategoryOfEvent, trackEntryViaExternalLink } from "@/lib/analytics";
import * as styles from "@/components/detail-page/detail-page.module.css";

/** The company's own application page (events with `application_url` take no entry here); the click is counted. */
export function ApplicationLink({ url, eventId, category }: { url: string; eventId: number; category: EventCategory }) {
  return (
    <a
      className={styles.apply}
      href={url}
      target="_blank"
      rel="noopener"
      data-analytics-name="entry-via-external-link"
      onClick={() => trackEntryViaExternalLink({ event_id: eventId, category: analyticsCategoryOfEvent(category) })}
    >
      企業の採用サイトから応募する
      <span className="visually-hidden">（新しいタブで開きます）</span>
    </a>
  );
}
