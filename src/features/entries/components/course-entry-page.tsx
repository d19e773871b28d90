import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import type { CourseDetailResponse } from "@core/api/courses";
import type { MyEntry } from "@core/api/entries";
import { courseEntryPath, MY_COURSE_ENTRIES_PATH } from "@core/entries/course-routes";
import { ENTRY_STATE_LABELS, holdsSeat } from "@core/entries/entry-state";
import { OnlineJoin } from "@/features/checkin";
import { eventPath } from "@core/routes";
import { api, type ApiRequester } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { currentUserStore, useCurrentUser, type CurrentUserStore } from "@/features/auth";
import { apiPaths } from "@core/api-paths";
import { apiQuery, useApiQuery } from "@/lib/data";
import { courseOption } from "../course-choice";
import { courseCapacityLabel, LotteryBadge } from "./course-parts";
import { CancelDialog } from "./entry-dialogs";
import { PageHeading, PageStatus, ScheduleFactsList, Time } from "./entry-page-parts";
import { SignInView } from "./my-course-entries-page";
import * as styles from "./courses.module.css";
import * as entryStyles from "./entries.module.css";
import { StageMessage } from "./stage-message";

export type CourseEntryPageProps = {
  /** the course id of the address; null when it is not one (digits only) */
  courseId: number | null;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  /** the page's clock (tests) */
  now?: () => Date;
};

type Load =
  | { kind: "loading" }
  | { kind: "ready"; detail: CourseDetailResponse }
  | { kind: "not_found" }
  | { kind: "signed_out" }
  | { kind: "failed" };

function loadOf(detail: CourseDetailResponse | undefined, error: Error | null): Load {
  if (error instanceof ResponseError && error.status === 404) return { kind: "not_found" };
  if (error instanceof ResponseError && error.status === 401) return { kind: "signed_out" };
  if (error) return { kind: "failed" };
  return detail ? { kind: "ready", detail } : { kind: "loading" };
}

/**
 * /event_entry_courses/{course_id} (signed-in, client-only): the course (title, 抽選, description, 定員, 締切), its
 * event and schedule, and the student's entry for it (state, lottery code, キャンセル while `cancelable`). An unknown
 * course (404, or a path that is not a course id) is explained in Japanese.
 */
export function CourseEntryPage({
  courseId,
  client = api,
  userStore = currentUserStore,
  now = () => new Date(),
}: CourseEntryPageProps) {
  const user = useCurrentUser(userStore);
  const [announcement, setAnnouncement] = React.useState("");
  const signedIn = user.status === "signed_in";
  const query = useApiQuery({
    ...apiQuery(apiPaths.courseDetail, { params: { course_id: courseId ?? 0 } }, client),
    enabled: signedIn && courseId !== null,
  });
  const load = loadOf(query.data, query.error);

  if (courseId === null || load.kind === "not_found") return <NotFoundView />;
  if (user.status === "anonymous" || load.kind === "signed_out")
    return <SignInView returnTo={courseEntryPath(courseId)} />;
  if (user.status === "loading" || load.kind === "loading") return <PageStatus />;
  if (load.kind === "failed") {
    return (
      <Message heading="コースを読み込めませんでした" focusKey="failed">
        通信環境をご確認のうえ、時間をおいてもう一度お試しください。
      </Message>
    );
  }

  const { course, event, schedule, entry } = load.detail;
  const option = courseOption(course, now());
  const capacity = courseCapacityLabel(course);
  const eventPagePath = eventPath(event.category, event.id);
  return (
    <div className={entryStyles.page}>
      <section className={entryStyles.card}>
        <PageHeading focusKey="ready">{course.title}</PageHeading>
        <p className={styles.meta}>
          <LotteryBadge course={course} />
          {option.unavailable && (
            <span className={option.unavailable.label === "満席" ? styles.seats : styles.unavailable}>
              {option.unavailable.label}
            </span>
          )}
          {capacity && <span>{capacity}</span>}
          <span>
            締切 <Time iso={course.time_limit_at} />
          </span>
        </p>
        {course.description && <p className={styles.description}>{course.description}</p>}

        <h2 className={entryStyles.sectionHeading}>あなたのエントリー</h2>
        <p className={entryStyles.announcement} role="status">
          {announcement}
        </p>
        {entry && entry.entry.course_id === course.id ? (
          <EntryFacts
            entry={entry}
            client={client}
            onCanceled={() => {
              setAnnouncement("エントリーをキャンセルしました。");
              void query.refetch();
            }}
          />
        ) : (
          <p>このコースにはまだエントリーしていません。エントリーはイベントページから日程を選んで行えます。</p>
        )}

        <h2 className={entryStyles.sectionHeading}>日程</h2>
        <ScheduleFactsList schedule={schedule} eventTitle={event.title} companyName={event.company_name} />

        <div className={entryStyles.pageActions}>
          <ButtonLink variant="primary" size="large" to={eventPagePath}>
            イベントページへ
          </ButtonLink>
          <ButtonLink variant="secondary" size="large" to={MY_COURSE_ENTRIES_PATH}>
            エントリーしたコース一覧へ
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function EntryFacts({ entry, client, onCanceled }: { entry: MyEntry; client: ApiRequester; onCanceled: () => void }) {
  const [dialog, setDialog] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  const close = () => {
    setDialog(false);
    opener.current?.focus();
  };
  return (
    <>
      <dl className={entryStyles.summary}>
        <dt>状態</dt>
        <dd>
          <span className={styles.stateLabel}>{ENTRY_STATE_LABELS[entry.entry.state]}</span>
        </dd>
        {entry.lottery_code && (
          <>
            <dt>抽選番号</dt>
            <dd>
              <code>{entry.lottery_code}</code>
            </dd>
          </>
        )}
      </dl>
      <StageMessage text={entry.stage_message} />
      {entry.schedule.is_online && holdsSeat(entry.entry.state) && (
        <OnlineJoin eventId={entry.event.id} eventTitle={entry.event.title} client={client} />
      )}
      {entry.cancelable && entry.entry.state !== "canceled" && (
        <div className={entryStyles.pageActions}>
          <Button ref={opener} variant="secondary" size="large" onClick={() => setDialog(true)}>
            エントリーをキャンセル
          </Button>
        </div>
      )}
      {dialog && (
        <CancelDialog
          title="このコースのエントリーをキャンセルしますか？"
          entryId={entry.entry.id}
          schedule={entry.schedule}
          client={client}
          onClose={close}
          onDone={() => {
            setDialog(false);
            onCanceled();
          }}
        />
      )}
    </>
  );
}

function NotFoundView() {
  return (
    <Message heading="コースが見つかりません" focusKey="not-found">
      このコースは存在しないか、公開が終了しました。エントリーしたコースは一覧からご確認ください。
    </Message>
  );
}

function Message({ heading, focusKey, children }: { heading: string; focusKey: string; children: React.ReactNode }) {
  return (
    <div className={entryStyles.page}>
      <section className={entryStyles.card}>
        <PageHeading focusKey={focusKey}>{heading}</PageHeading>
        <p role="alert">{children}</p>
        <div className={entryStyles.pageActions}>
          <ButtonLink variant="primary" size="large" to={MY_COURSE_ENTRIES_PATH}>
            エントリーしたコース一覧へ
          </ButtonLink>
          <ButtonLink variant="secondary" size="large" to="/">
            トップページへ
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
