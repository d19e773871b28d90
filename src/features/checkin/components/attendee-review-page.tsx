import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import type { AttendeeReviewResponse } from "@core/api/attendee-reviews";
import type { EventHostCompany } from "@core/api/event-list";
import { ATTENDANCE_PATH, attendeeReviewPath } from "@core/checkin/checkin-routes";
import { companyReviewListPath } from "@core/review-paths";
import { eventPath } from "@core/routes";
import { apiPaths } from "@core/api-paths";
import { api, type ApiRequester } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { apiPost } from "@/lib/api/api-call";
import { apiQuery, useApiQuery } from "@/lib/data";
import { useCurrentUser, currentUserStore, type CurrentUserStore } from "@/features/auth";
import { AttendeeReviewForm } from "./attendee-review-form";
import { MessageView, PageHeading, PageStatus, SignInView } from "./checkin-parts";
import * as styles from "./checkin.module.css";

export type AttendeeReviewPageProps = {
  /** `?event_id=` of the address; null when absent or not an id */
  eventId: number | null;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
};

type ReviewEvent = { id: number; title: string; path: string; attended: boolean; companies: EventHostCompany[] };

type Load =
  | { kind: "loading" }
  | { kind: "ready"; event: ReviewEvent }
  | { kind: "posted"; event: ReviewEvent; company: EventHostCompany; review: AttendeeReviewResponse["review"] }
  | { kind: "signed_out" }
  | { kind: "not_found" }
  | { kind: "failed" };

const toAttendance = (
  <ButtonLink variant="primary" size="large" to={ATTENDANCE_PATH}>
    参加チケット・参加履歴へ
  </ButtonLink>
);

/**
 * /event_reviews/new?event_id={id}: an attendee writes a review (参加者の体験記) of a company of the event. The
 * companies are the event's `not_voted_companies` for the signed-in student (empty unless they attended); after
 * posting, the page offers the next company not yet reviewed.
 */
export function AttendeeReviewPage({ eventId, client = api, userStore = currentUserStore }: AttendeeReviewPageProps) {
  const user = useCurrentUser(userStore);
  const signedIn = user.status === "signed_in";
  // bumped to read the event again (the companies left to review): a new query, loading as the first one did
  const [generation, setGeneration] = React.useState(0);
  const reload = () => setGeneration((value) => value + 1);
  // what the form led to (posted, or not attended after all), until the event is read again
  const [outcome, setOutcome] = React.useState<{ generation: number; load: Load } | null>(null);
  const settle = (next: Load) => setOutcome({ generation, load: next });

  const eventCall = apiQuery(apiPaths.event, { params: { event_id: eventId ?? 0 } }, client);
  const query = useApiQuery({
    ...eventCall,
    queryKey: [...eventCall.queryKey, generation],
    enabled: signedIn && eventId !== null,
  });
  const loadedEvent = React.useMemo<ReviewEvent | null>(() => {
    const detail = query.data;
    if (!detail) return null;
    return {
      id: detail.id,
      title: detail.title,
      path: eventPath(detail.category, detail.id),
      attended: detail.entry?.state === "attended",
      companies: detail.not_voted_companies,
    };
  }, [query.data]);
  const load: Load =
    outcome?.generation === generation
      ? outcome.load
      : query.error
        ? query.error instanceof ResponseError && query.error.status === 401
          ? { kind: "signed_out" }
          : query.error instanceof ResponseError && query.error.status === 404
            ? { kind: "not_found" }
            : { kind: "failed" }
        : loadedEvent
          ? { kind: "ready", event: loadedEvent }
          : { kind: "loading" };

  if (eventId === null) {
    return (
      <MessageView heading="イベントが指定されていません" focusKey="no-event" actions={toAttendance}>
        体験記は、参加履歴の「体験記を書く」から開いてください。
      </MessageView>
    );
  }
  if (user.status === "loading") return <PageStatus />;
  if (user.status === "anonymous" || load.kind === "signed_out") {
    return (
      <SignInView returnTo={attendeeReviewPath(eventId)}>
        体験記を書くにはログインしてください。ログイン後、この画面に戻ります。
      </SignInView>
    );
  }
  if (load.kind === "loading") return <PageStatus />;
  if (load.kind === "not_found") {
    return (
      <MessageView heading="イベントが見つかりません" focusKey="not-found" actions={toAttendance}>
        このイベントは存在しないか、公開が終了しました。
      </MessageView>
    );
  }
  if (load.kind === "failed") {
    return (
      <MessageView heading="読み込めませんでした" focusKey="failed">
        通信環境をご確認のうえ、時間をおいてもう一度お試しください。
      </MessageView>
    );
  }
  if (load.kind === "posted") {
    return <PostedView event={load.event} company={load.company} onNext={reload} />;
  }
  const { event } = load;
  if (event.companies.length === 0) {
    return (
      <MessageView
        heading={
          event.attended ? "すべての企業の体験記を投稿済みです" : "体験記を書けるのはイベントに出席した方だけです"
        }
        focusKey="nothing-to-review"
        actions={toAttendance}
      >
        {event.attended
          ? `「${event.title}」で体験記を書ける企業はもうありません。ご協力ありがとうございました。`
          : `「${event.title}」の会場でチェックインした方（オンラインは参加URLから参加した方）が、参加後に体験記を書けます。`}
      </MessageView>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey="form">体験記を書く</PageHeading>
        <p>
          <a href={event.path}>{event.title}</a>
          に参加した感想を、これから参加する学生に向けて書いてください。投稿は「参加者の体験記」として企業のイベントクチコミに掲載されます。
        </p>
        <AttendeeReviewForm
          companies={event.companies}
          submit={(body) =>
            apiPost(apiPaths.attendeeEventReviews, { params: { event_id: event.id }, body }, { client })
          }
          onPosted={(company, review) => settle({ kind: "posted", event, company, review })}
          onNotAttended={() => settle({ kind: "ready", event: { ...event, attended: false, companies: [] } })}
          onAlreadyReviewed={reload}
        />
      </section>
    </div>
  );
}

function PostedView({ event, company, onNext }: { event: ReviewEvent; company: EventHostCompany; onNext: () => void }) {
  const remaining = event.companies.filter((candidate) => candidate.id !== company.id);
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey="posted">体験記を投稿しました</PageHeading>
        <p role="status" className={`${styles.result} ${styles.resultDone}`}>
          {company.name}の体験記を受け付けました。ありがとうございました。
        </p>
        <p>{company.name}のイベントクチコミに「参加者の体験記」として表示されます。</p>
        <div className={styles.pageActions}>
          {remaining.length > 0 && (
            <Button variant="primary" size="large" onClick={onNext}>
              続けて他の企業の体験記を書く（残り{remaining.length}社）
            </Button>
          )}
          <ButtonLink variant="secondary" size="large" to={companyReviewListPath("event", company.id)}>
            {company.name}のイベントクチコミを見る
          </ButtonLink>
          <ButtonLink variant="secondary" size="large" to={ATTENDANCE_PATH}>
            参加履歴へ
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
