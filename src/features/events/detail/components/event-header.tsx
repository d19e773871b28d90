import * as React from "react";
import { eventCategoryLabels } from "@core/event-category";
import { ClipButton } from "@/features/engagement";
import type { EventDetailData } from "@core/events/event-detail-data";
import { EVENT_EYE_CATCH_IMAGE } from "@/components/detail-page/detail-page-images";
import * as styles from "@/components/detail-page/detail-page.module.css";
import { ResponsiveImage } from "@/components/responsive-image/responsive-image";

/** Title, eye-catch and labels (category, 注目, target graduate years, 抽選) and the alert message. */
export function EventHeader({ event }: { event: EventDetailData }) {
  return (
    <header className={styles.header}>
      <ul className={styles.labels} aria-label="ラベル">
        <li className={styles.label}>{eventCategoryLabels[event.category]}</li>
        {event.is_trend_event && <li className={`${styles.label} ${styles.trend}`}>注目</li>}
        {event.short_graduate_year && <li className={styles.label}>{event.short_graduate_year}対象</li>}
        {event.lottery && <li className={styles.label}>抽選</li>}
      </ul>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{event.title}</h1>
        <ClipButton eventId={event.db_id} />
      </div>
      {event.eye_catch_image_url && (
        <ResponsiveImage
          className={styles.eyeCatch}
          src={event.eye_catch_image_url}
          alt=""
          {...EVENT_EYE_CATCH_IMAGE}
          priority
        />
      )}
      {event.alert_message && (
        <p className={styles.alert} role="note" data-announce-type={event.alert_message.announce_type}>
          {event.alert_message.message}
        </p>
      )}
    </header>
  );
}
