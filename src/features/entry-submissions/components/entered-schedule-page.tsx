import * as React from "react";
import { ButtonLink } from "@/components/button";
import { FocusHeading } from "@/components/focus-heading";
import { apiPaths } from "@core/api-paths";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import { enteredSchedulePath } from "@core/entries/entered-schedule-routes";
import { ENTRY_STATE_LABELS, type EntryState } from "@core/entries/entry-state";
import { schedulePlaceLabel } from "@core/entries/schedule-place";
import { eventPath } from "@core/routes";
import { currentUserStore, loginPathFor, useCurrentUser, type CurrentUserStore } from "@/features/auth";
import { api, type ApiRequester } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { apiQuery, useApiQuery } from "@/lib/data";
import { QuestionList } from "./question-list";
import { ResumeSection } from "./resume-section";
import * as styles from "./entered-schedule.module.css";

export type EnteredSchedulePageProps = {
  /** the event id of the address; null when it is not one (digits only) */
  eventId: number | null;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  /** the page's clock (tests) */
  now?: () => Date;
};

function Time({ iso }: { iso: string }) {
  return <time dateTime={tokyoDateTimeAttribute(iso)}>{formatTokyoDateTime(iso)}</time>;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>{children}</section>
    </div>
  );
}

function Status() {
  return (
    <div className={styles.page}>
      <p className={styles.status} role="status" aria-busy="true">
        読み込んでいます…
      </p>
    </div>
  );
}

function Message({
  heading,
  focusKey,
  children,
  action,
}: {
  heading: string;
  focusKey: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Shell>
      <FocusHeading focusKey={focusKey} className={styles.heading}>
        {heading}
      </FocusHeading>
      <p role="alert">{children}</p>
      <div className={styles.actions}>
        {action}
        <ButtonLink variant="secondary" size="large" to="/event_attendance">
          参加予定のイベント一覧へ
        </ButtonLink>
      </div>
    </Shell>
  );
}

const errorStatus = (error: Error | null) => (error instanceof ResponseError ? error.status : null);

/**
 * /entered_schedules/{event_id} (signed-in, client-only): the student's entry of the event (schedule, place, state),
 * the schedule's assignments (period, status, answer, the assignment's page when shown, an answer form while open)
 * and the résumé / ES (reception start, deadline, status, the submitted file or URL, and the form the event asks for
 * while the window is open). No entry of the student's in the event, another student's, or a path that is not an event
 * id: 「エントリーが見つかりません」.
 */
export function EnteredSchedulePage({
  eventId,
  client = api,
  userStore = currentUserStore,
  now = () => new Date(),
}: EnteredSchedulePageProps) {
  const user = useCurrentUser(userStore);
  const signedIn = user.status === "signed_in";
  const enabled = signedIn && eventId !== null;
  const params = { event_id: eventId ?? 0 };
  const schedule = useApiQuery({ ...apiQuery(apiPaths.eventEnteredSchedule, { params }, client), enabled });
  const event = useApiQuery({ ...apiQuery(apiPaths.event, { params }, client), enabled });
  const [announcement, setAnnouncement] = React.useState("");
  const announce = React.useCallback(
    (message: string) => {
      setAnnouncement(message);
      void schedule.refetch();
    },
    [schedule],
  );

  const status = errorStatus(schedule.error) ?? errorStatus(event.error);
  if (eventId === null || status === 404)
    return (
      <Message heading="エントリーが見つかりません" focusKey="not-found">
        このイベントへのエントリーはないか、キャンセルされています。エントリーしたイベントは一覧からご確認ください。
      </Message>
    );
  if (user.status === "anonymous" || status === 401)
    return (
      <Message
        heading="ログインが必要です"
        focusKey="signed-out"
        action={
          <ButtonLink variant="primary" size="large" to={loginPathFor(enteredSchedulePath(eventId))}>
            ログインする
          </ButtonLink>
        }
      >
        提出物と選考スケジュールを見るにはログインしてください。ログイン後、この画面に戻ります。
      </Message>
    );
  if (schedule.error || event.error)
    return (
      <Message heading="読み込めませんでした" focusKey="failed">
        通信環境をご確認のうえ、時間をおいてもう一度お試しください。
      </Message>
    );
  if (!schedule.data || !event.data) return <Status />;

  const entered = schedule.data;
  const nowMs = now().getTime();
  return (
    <Shell>
      <FocusHeading focusKey="ready" className={styles.heading}>
        提出物・選考スケジュール
      </FocusHeading>
      <p className={styles.eventTitle}>{event.data.title}</p>
      <dl className={styles.facts}>
        <dt>日程</dt>
        <dd>{entered.title}</dd>
        <dt>日時</dt>
        <dd>
          <Time iso={entered.start_at} />〜<Time iso={entered.end_at} />
        </dd>
        <dt>場所</dt>
        <dd>{schedulePlaceLabel(entered)}</dd>
        <dt>エントリー</dt>
        <dd>{ENTRY_STATE_LABELS[entered.entry_status as EntryState] ?? entered.entry_status}</dd>
      </dl>
      <p className={styles.announcement} role="status">
        {announcement}
      </p>
      <QuestionList
        entryId={entered.entry_id}
        questions={entered.event_questions}
        nowMs={nowMs}
        client={client}
        onSubmitted={announce}
      />
      {entered.resume ? (
        <ResumeSection
          entryId={entered.entry_id}
          resume={entered.resume}
          nowMs={nowMs}
          client={client}
          onSubmitted={announce}
        />
      ) : (
        <section aria-labelledby="resume-heading" className={styles.section}>
          <h2 id="resume-heading" className={styles.sectionHeading}>
            履歴書・エントリーシート
          </h2>
          <p className={styles.note}>このイベントでは履歴書・ESの提出はありません。</p>
        </section>
      )}
      <div className={styles.actions}>
        <ButtonLink variant="primary" size="large" to={eventPath(event.data.category, event.data.id)}>
          イベントページへ
        </ButtonLink>
        <ButtonLink variant="secondary" size="large" to="/event_attendance">
          参加予定のイベント一覧へ
        </ButtonLink>
      </div>
    </Shell>
  );
}
