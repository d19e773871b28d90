import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import type { VenueCheckinRefusal, VenueCheckinResponse } from "@core/api/checkin";
import { ATTENDANCE_PATH, attendeeReviewPath, venueCheckinPath } from "@core/checkin/checkin-routes";
import { schedulePlaceLabel } from "@core/entries/schedule-place";
import { apiPaths } from "@core/api-paths";
import { api, type ApiRequester } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { currentUserStore, useCurrentUser, withCsrfRetry, type CurrentUserStore } from "@/features/auth";
import { apiPost } from "@/lib/api/api-call";
import { checkinRefusalOf, VENUE_REFUSAL_MESSAGES } from "../checkin-refusal";
import { MessageView, PageHeading, PageStatus, SignInView, Time } from "./checkin-parts";
import * as styles from "./checkin.module.css";

export type VenueCheckinPageProps = {
  /** the event id of the address; null when it is not one */
  eventId: number | null;
  /** `?code=` as it arrived, null without one */
  code: string | null;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
};

type Result =
  | { kind: "sending" }
  | { kind: "done"; response: VenueCheckinResponse }
  | { kind: "refused"; reason: VenueCheckinRefusal }
  | { kind: "signed_out" }
  | { kind: "not_found" }
  | { kind: "failed" };

const toAttendance = (
  <ButtonLink variant="secondary" size="large" to={ATTENDANCE_PATH}>
    参加チケットへ
  </ButtonLink>
);

/**
 * /event_in/attend/events/{event_id}?code=… (client-only): the door's QR code opens it. A signed-in student's code
 * is sent once (POST …/event_in/attend); the answer is shown in large type: 受付が完了しました (with the event and
 * schedule), 受付済みです (a replay), or why it was refused. An anonymous visitor is sent to sign in and back here,
 * code included.
 */
export function VenueCheckinPage({ eventId, code, client = api, userStore = currentUserStore }: VenueCheckinPageProps) {
  const user = useCurrentUser(userStore);
  const [result, setResult] = React.useState<Result>({ kind: "sending" });
  const [attempt, setAttempt] = React.useState(0);
  const sent = React.useRef<string | null>(null);
  const signedIn = user.status === "signed_in";

  React.useEffect(() => {
    if (!signedIn || eventId === null || code === null) return;
    // Once per address and attempt, also under StrictMode's second effect run: the POST is not repeated by itself.
    const key = `${eventId}:${code}:${attempt}`;
    if (sent.current === key) return;
    sent.current = key;
    setResult({ kind: "sending" });
    withCsrfRetry(() =>
      apiPost(apiPaths.venueCheckin, { params: { event_id: eventId }, body: { code } }, { client }),
    ).then(
      (response) => setResult({ kind: "done", response }),
      (error: unknown) => {
        const reason = checkinRefusalOf(error, VENUE_REFUSAL_MESSAGES);
        if (reason) setResult({ kind: "refused", reason });
        else if (error instanceof ResponseError && error.status === 401) setResult({ kind: "signed_out" });
        else if (error instanceof ResponseError && error.status === 404) setResult({ kind: "not_found" });
        else if (error instanceof ResponseError && error.status === 400)
          setResult({ kind: "refused", reason: "invalid_code" });
        else setResult({ kind: "failed" });
      },
    );
  }, [client, signedIn, eventId, code, attempt]);

  if (eventId === null || result.kind === "not_found") {
    return (
      <MessageView heading="イベントが見つかりません" focusKey="not-found" actions={toAttendance}>
        この受付ページのイベントは存在しないか、公開が終了しました。
      </MessageView>
    );
  }
  if (code === null) {
    return (
      <MessageView heading="受付コードがありません" focusKey="no-code" actions={toAttendance}>
        会場の受付に掲示されているQRコードをスマートフォンで読み取ると、このページから受付できます。
      </MessageView>
    );
  }
  const returnTo = venueCheckinPath(eventId, code);
  if (user.status === "anonymous" || result.kind === "signed_out") {
    return (
      <SignInView returnTo={returnTo}>
        受付するにはログインしてください。ログイン後、この画面に戻って受付します。
      </SignInView>
    );
  }
  if (user.status === "loading" || result.kind === "sending") return <PageStatus>受付しています…</PageStatus>;
  if (result.kind === "failed") {
    return (
      <MessageView
        heading="受付できませんでした"
        focusKey="failed"
        actions={
          <Button variant="primary" size="large" onClick={() => setAttempt((count) => count + 1)}>
            もう一度試す
          </Button>
        }
      >
        通信環境をご確認のうえ、もう一度お試しください。
      </MessageView>
    );
  }
  if (result.kind === "refused") {
    return (
      <div className={styles.page}>
        <section className={styles.card} data-checkin-refusal={result.reason}>
          <PageHeading focusKey={result.reason} className={`${styles.result} ${styles.resultRefused}`}>
            受付できませんでした
          </PageHeading>
          <p role="alert">{VENUE_REFUSAL_MESSAGES[result.reason]}</p>
          <div className={styles.pageActions}>
            {toAttendance}
            <ButtonLink variant="secondary" size="large" to="/">
              トップページへ
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  const { status, event, schedule } = result.response;
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey={status} className={`${styles.result} ${styles.resultDone}`}>
          {status === "attended" ? "受付が完了しました" : "受付済みです"}
        </PageHeading>
        <dl className={styles.summary}>
          <dt>イベント</dt>
          <dd>{event.title}</dd>
          <dt>日程</dt>
          <dd>{schedule.title}</dd>
          <dt>日時</dt>
          <dd>
            <Time iso={schedule.start_at} />〜<Time iso={schedule.end_at} />
          </dd>
          <dt>場所</dt>
          <dd>{schedulePlaceLabel(schedule)}</dd>
        </dl>
        <p className={styles.qrNote}>参加後は、これから参加する学生のために体験記を書いてください。</p>
        <div className={styles.pageActions}>
          {toAttendance}
          <ButtonLink variant="secondary" size="large" to={attendeeReviewPath(event.id)}>
            体験記を書く
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
