import * as React from "react";
import { navigate } from "gatsby";
import { REGISTRATION_SCHEDULES_MAX } from "@core/registration/field-rules";
import { recommendEventsRedirect } from "@core/registration/registration-flow";
import { withCsrfRetry } from "@/features/auth";
import {
  getEntrySchedules,
  getRegistrationEvents,
  getSignupRecommendedEvents,
  putEntrySchedules,
  putRecentlyViewedEvents,
} from "../api/registration-endpoints";
import type { RegistrationEvent } from "../api/registration-types";
import { readRecentlyViewedEvents } from "../recently-viewed-events";
import { useStepAnswers } from "../use-step-answers";
import { StepForm } from "./step-form";
import { RegistrationStatus } from "./registration-card";
import type { StepFlow } from "./step-page";
import type { ApiRequester } from "@/lib/api/requester";
import { analyticsCategoryOfEvent, trackActionOnRecommend, useSeenOnce } from "@/lib/analytics";
import * as styles from "./registration.module.css";

const dateFormat = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  month: "numeric",
  day: "numeric",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const MAX_SCHEDULES = REGISTRATION_SCHEDULES_MAX;

/** Ids of the recently viewed events the server keeps (sent first from this browser); none on failure. */
async function recentlyViewedIds(client: ApiRequester, email: string | null): Promise<number[]> {
  const local = readRecentlyViewedEvents();
  if (local.length === 0 || email === null) return [];
  try {
    return (await withCsrfRetry(() => putRecentlyViewedEvents(client, email, local))).event_ids;
  } catch {
    return [];
  }
}

async function loadEvents(
  client: ApiRequester,
  email: string | null,
): Promise<{ recommended: RegistrationEvent[]; viewed: RegistrationEvent[] }> {
  const [recommendedIds, viewedIds] = await Promise.all([
    getSignupRecommendedEvents(client)
      .then((answer) => answer.signup_recommended_events.map((event) => event.id))
      .catch(() => [] as number[]),
    recentlyViewedIds(client, email),
  ]);
  const ids = [...new Set([...recommendedIds, ...viewedIds])].slice(0, 50);
  if (ids.length === 0) return { recommended: [], viewed: [] };
  const events = await getRegistrationEvents(client, ids)
    .then((answer) => answer.events.filter((event) => event.schedules.length > 0))
    .catch(() => [] as RegistrationEvent[]);
  const recommended = events.filter((event) => recommendedIds.includes(event.id));
  return { recommended, viewed: events.filter((event) => !recommendedIds.includes(event.id)) };
}

/** Spec §9 action-on-recommend placement of the sign-up recommendations. */
const RECOMMEND_PLACEMENT = "registration_recommend_events";

function trackRecommend(interaction: "click" | "item-impression", event: RegistrationEvent, position: number) {
  trackActionOnRecommend({
    interaction,
    event_id: event.id,
    placement: RECOMMEND_PLACEMENT,
    position,
    category: analyticsCategoryOfEvent(event.category),
  });
}

type EventSchedulesProps = {
  event: RegistrationEvent;
  /** its place among the sign-up recommendations, whose showing and choosing are counted; null for a viewed event */
  recommendPosition: number | null;
  scheduleIds: number[];
  /** false when the choice was refused (too many schedules) */
  toggle: (scheduleId: number, checked: boolean) => boolean;
};

/** An event's schedules to choose from. */
function EventSchedules({ event, recommendPosition, scheduleIds, toggle }: EventSchedulesProps) {
  const seenRef = useSeenOnce<HTMLFieldSetElement>(() => {
    if (recommendPosition !== null) trackRecommend("item-impression", event, recommendPosition);
  });
  const choose = (scheduleId: number, checked: boolean) => {
    if (toggle(scheduleId, checked) && checked && recommendPosition !== null)
      trackRecommend("click", event, recommendPosition);
  };
  return (
    <fieldset ref={recommendPosition === null ? undefined : seenRef} className={styles.eventCard}>
      <legend className={styles.eventTitle}>
        {event.title}
        <span className={styles.meta}>（{event.company?.name ?? ""}）</span>
      </legend>
      <ul className={styles.choices}>
        {event.schedules.map((schedule) => {
          const full = schedule.has_reached_admission_limit;
          const where = schedule.is_online ? "オンライン" : (schedule.prefecture_name ?? schedule.place ?? "");
          return (
            <li key={schedule.id}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  name="schedule_ids"
                  value={schedule.id}
                  checked={scheduleIds.includes(schedule.id)}
                  disabled={full && !scheduleIds.includes(schedule.id)}
                  onChange={(e) => choose(schedule.id, e.target.checked)}
                />
                <span>
                  {dateFormat.format(new Date(schedule.start_at))}〜 {where}
                  {full
                    ? "（満席）"
                    : schedule.remaining_seat_count !== null && schedule.remaining_seat_count <= 5
                      ? `（残り${schedule.remaining_seat_count}席）`
                      : ""}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

type Loaded =
  | { status: "loading" }
  | { status: "ready"; recommended: RegistrationEvent[]; viewed: RegistrationEvent[] }
  | { status: "failed" };

/**
 * Step entry_on_user_registration (recommend_events): schedules of sign-up recommended events and of events the
 * student viewed before signing up, to enter with the registration. With neither (lookup failures count as none) the
 * step is completed with no entry and the student goes to scout_option (spec §4).
 */
export function RecommendEventsStep({ flow }: { flow: StepFlow }) {
  const [loaded, setLoaded] = React.useState<Loaded>({ status: "loading" });
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    let active = true;
    void loadEvents(flow.client, flow.email).then(async ({ recommended, viewed }) => {
      if (!active) return;
      const redirect = recommendEventsRedirect(recommended.length, viewed.length);
      if (redirect === null) {
        setLoaded({ status: "ready", recommended, viewed });
        return;
      }
      try {
        // Without this the resume rule would lead back here from every later page.
        await withCsrfRetry(() => putEntrySchedules(flow.client, []));
        await flow.completeOther("entry_on_user_registration");
        await navigate(redirect, { replace: true });
      } catch {
        if (active) setLoaded({ status: "failed" });
      }
    });
    return () => {
      active = false;
    };
    // The step's lookup and client do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { state, setValues, clearDraft } = useStepAnswers<{ scheduleIds: number[] }>(
    "entry_on_user_registrations",
    () => getEntrySchedules(flow.client).then((answer) => ({ scheduleIds: answer.schedule_ids })),
    { scheduleIds: [] },
  );

  if (loaded.status === "failed")
    return (
      <p className={styles.formError} role="alert">
        通信に失敗しました。ページを再読み込みしてください。
      </p>
    );
  if (loaded.status !== "ready" || state.status !== "ready") return <RegistrationStatus />;
  const { scheduleIds } = state.values;

  function toggle(id: number, checked: boolean): boolean {
    if (checked && scheduleIds.length >= MAX_SCHEDULES) {
      setError(`一度に申し込めるのは${MAX_SCHEDULES}日程までです`);
      return false;
    }
    setError(null);
    setValues(() => ({ scheduleIds: checked ? [...scheduleIds, id] : scheduleIds.filter((chosen) => chosen !== id) }));
    return true;
  }

  const renderEvents = (events: RegistrationEvent[], heading: string, headingId: string, recommended: boolean) =>
    events.length > 0 && (
      <section className={styles.fieldset} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {heading}
        </h2>
        {events.map((event, index) => (
          <EventSchedules
            key={event.id}
            event={event}
            recommendPosition={recommended ? index : null}
            scheduleIds={scheduleIds}
            toggle={toggle}
          />
        ))}
      </section>
    );

  return (
    <StepForm
      flow={flow}
      validate={() => true}
      save={() => putEntrySchedules(flow.client, scheduleIds)}
      onSaved={clearDraft}
      submitLabel={scheduleIds.length > 0 ? `${scheduleIds.length}件の日程を選んで次へ` : "申し込まずに次へ"}
    >
      <p className={styles.hint}>
        参加したい日程にチェックすると、会員登録の完了と同時にエントリーします。申し込まずに進むこともできます。
      </p>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {renderEvents(loaded.recommended, "あなたにおすすめのイベント", "recommended-events-heading", true)}
      {renderEvents(loaded.viewed, "最近見たイベント", "viewed-events-heading", false)}
    </StepForm>
  );
}
