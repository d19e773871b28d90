import { graphql, Link } from "gatsby";
import * as React from "react";
import { eventCategoryLabels } from "@core/event-category";
import { eventPath, featureEventPath } from "@core/routes";
import { CARD_GRID_IMAGE_SIZES } from "@/components/card-grid/card-grid";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import { ResponsiveImage } from "@/components/responsive-image/responsive-image";
import { ClipButton, SameUniversityMark } from "@/features/engagement";
import type { EventCardData } from "@core/events/event-card-data";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import * as styles from "./event-card.module.css";

export const eventCardFragment = graphql`
  fragment EventCardFields on Event {
    db_id
    title
    category
    eye_catch_image_url
    lottery
    display_own_logo
    is_trend_event
    short_graduate_years
    prefectures {
      code
      name
    }
    has_live_schedule
    schedule_count
    closest_schedule {
      db_id
      start_at
      time_limit_at
    }
    company_count
    host_company {
      db_id
      name
      initial_char
      square_logo_url
    }
    clip_count
    review_total_rating_average
    feature_event_db_id
  }
`;

const MAX_PREFECTURES_SHOWN = 3;

function placeLabel(event: EventCardData): string | null {
  const names = event.prefectures.map((prefecture) => prefecture.name);
  const shown = names.slice(0, MAX_PREFECTURES_SHOWN);
  if (names.length > MAX_PREFECTURES_SHOWN) shown.push(`他${names.length - MAX_PREFECTURES_SHOWN}件`);
  if (event.has_live_schedule) shown.push("オンライン");
  return shown.length > 0 ? shown.join("・") : null;
}

function Organizer({ event }: { event: EventCardData }) {
  const host = event.host_company;
  if (host) {
    // display_own_logo: the company chose to show its own logo on its events.
    const logoUrl = event.display_own_logo ? host.square_logo_url : null;
    return (
      <p className={styles.organizer}>
        <CompanyAvatar initialChar={host.initial_char} logoUrl={logoUrl} />
        <span>{host.name}</span>
      </p>
    );
  }
  if (event.company_count > 0) {
    return <p className={styles.organizer}>参加企業 {event.company_count}社</p>;
  }
  return null;
}

/**
 * Where a card leads: the event page, or for a joint fair (no detail page of its own) the feature event that
 * presents it; null when a joint fair has no feature event.
 */
export function eventCardHref(event: EventCardData): string | null {
  if (event.category !== "gosetsu") return eventPath(event.category, event.db_id);
  return event.feature_event_db_id === null ? null : featureEventPath(event.feature_event_db_id);
}

/** The eye-catch of a card: cropped like the detail page's (640 × 336), as wide as a card of the grid. */
export const EVENT_CARD_IMAGE = { kind: "eyeCatch", width: 640, height: 336, sizes: CARD_GRID_IMAGE_SIZES } as const;

/** An event in a list; the title links to its page and the link covers the whole card. `priority`: the page's LCP picture. */
export function EventCard({ event, priority = false }: { event: EventCardData; priority?: boolean }) {
  // Unique per rendered card: the same event can be shown twice on a page (home's pickup and newest sections).
  const headingId = `event-card-${React.useId()}`;
  const categoryLabel = eventCategoryLabels[event.category];
  const place = placeLabel(event);
  const closest = event.closest_schedule;
  const otherSchedules = event.schedule_count - 1;
  const href = eventCardHref(event);

  return (
    <article
      className={`${styles.card} ${href ? styles.linked : ""}`}
      aria-labelledby={headingId}
      data-category={event.category}
    >
      {event.eye_catch_image_url ? (
        <ResponsiveImage
          className={styles.media}
          src={event.eye_catch_image_url}
          alt=""
          {...EVENT_CARD_IMAGE}
          priority={priority}
        />
      ) : (
        <div className={`${styles.media} ${styles.panel} ${styles[event.category] ?? ""}`} aria-hidden="true">
          {categoryLabel}
        </div>
      )}
      <div className={styles.body}>
        <ul className={styles.badges} aria-label="ラベル">
          <li className={`${styles.badge} ${styles.categoryBadge} ${styles[event.category] ?? ""}`}>{categoryLabel}</li>
          {event.short_graduate_years.map((label) => (
            <li key={label} className={styles.badge}>
              {label}
            </li>
          ))}
          {event.lottery && <li className={`${styles.badge} ${styles.lottery}`}>抽選</li>}
          {event.is_trend_event && <li className={`${styles.badge} ${styles.trend}`}>注目</li>}
          <SameUniversityMark eventId={event.db_id} className={`${styles.badge} ${styles.sameUniversity}`} />
        </ul>
        <h3 id={headingId} className={styles.title}>
          {href ? (
            <Link to={href} className={styles.link}>
              {event.title}
            </Link>
          ) : (
            event.title
          )}
        </h3>
        <Organizer event={event} />
        <dl className={styles.facts}>
          {place && (
            <div>
              <dt>開催地</dt>
              <dd>{place}</dd>
            </div>
          )}
          {closest && (
            <div>
              <dt>日程</dt>
              <dd>
                <time dateTime={tokyoDateTimeAttribute(closest.start_at)}>{formatTokyoDateTime(closest.start_at)}</time>
                〜{otherSchedules > 0 && <span className={styles.more}>（全{event.schedule_count}日程）</span>}
              </dd>
            </div>
          )}
          {closest?.time_limit_at && (
            <div className={styles.deadline}>
              <dt>締切</dt>
              <dd>
                <time dateTime={tokyoDateTimeAttribute(closest.time_limit_at)}>
                  {formatTokyoDateTime(closest.time_limit_at)}
                </time>
              </dd>
            </div>
          )}
          {!closest && (
            <div>
              <dt>締切</dt>
              <dd>受付終了</dd>
            </div>
          )}
          {event.review_total_rating_average !== null && (
            <div>
              <dt>評価</dt>
              <dd aria-label={`クチコミ評価 ${event.review_total_rating_average.toFixed(1)}`}>
                ★{event.review_total_rating_average.toFixed(1)}
              </dd>
            </div>
          )}
          {event.clip_count > 0 && (
            <div>
              <dt>クリップ</dt>
              <dd className={styles.clips}>{event.clip_count}人</dd>
            </div>
          )}
        </dl>
        <div className={styles.actions}>
          <ClipButton eventId={event.db_id} eventTitle={event.title} />
        </div>
      </div>
    </article>
  );
}
