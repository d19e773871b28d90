import { navigate } from "gatsby";
import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import type { CurrentUser } from "@core/api/current-user";
import type { EventCategory } from "@core/event-category";
import {
  entryCompletePath,
  entryConfirmPathForCourse,
  entryCoursesPath,
  type EntryPageRoute,
} from "@core/entries/entry-routes";
import { eventPath } from "@core/routes";
import { analyticsCategoryOfEvent, trackEntryViaExternalLink } from "@/lib/analytics";
import { api, type ApiRequester } from "@/lib/api";
import { currentUserStore, useCurrentUser, withCsrfRetry, type CurrentUserStore } from "@/features/auth";
import { apiPaths } from "@core/api-paths";
import { apiPost } from "@/lib/api/api-call";
import { apiQuery, useApiQuery } from "@/lib/data";
import { checkConfirm, courseStep, type ConfirmCheck } from "../confirm-state";
import { ENTRY_PROBLEM_MESSAGES, entryProblemOf, type EntryProblem } from "../entry-error-message";
import { newIdempotencyKey } from "../new-idempotency-key";
import { useEntryCoursesFlag } from "../use-entry-courses-flag";
import { ONLINE_JOIN_GUIDE } from "../online-join-guide";
import { CourseFactsList } from "./course-parts";
import { PageHeading, PageStatus, ProblemView, ScheduleFactsList } from "./entry-page-parts";
import * as styles from "./entries.module.css";

type ConfirmRoute = Extract<EntryPageRoute, { kind: "confirm" }>;

/** What the complete page is handed through history state (never the URL). */
export type EntryCompleteState = { entryId: number };

export type EntryConfirmPageProps = {
  route: ConfirmRoute;
  /** `course_id` of the address (null: none, or not digits) */
  courseId?: number | null;
  /** the run-time `entry_courses_with_event` flag, undefined until known (tests pass their own) */
  useCoursesFlag?: () => boolean | undefined;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  /** the page's clock (tests) */
  now?: () => Date;
  navigateTo?: (path: string, options: { state?: EntryCompleteState; replace: boolean }) => unknown;
};

const PROBLEMS_AFTER_SUBMIT = new Set<EntryProblem>([
  "schedule_full",
  "entry_closed",
  "already_entered",
  "not_eligible",
  "unauthorized",
  "not_found",
  "course_full",
  "course_closed",
  "course_required",
]);

/**
 * /events/{category}/{event_id}/schedules/{schedule_id}/confirm (client-only). Shows the schedule, what happens
 * next and the name and school that will be sent, then one 「この内容でエントリーする」 button. The POST carries an
 * Idempotency-Key made once per page view, so a double click or a retry makes one entry. Any state the student cannot
 * enter from is explained with a way back, before and after pressing the button. While `entry_courses_with_event`
 * is on, a schedule with courses needs the `course_id` of a course of the schedule (else: the courses page); the
 * course is shown and posted, and its own deadline and seats decide.
 */
export function EntryConfirmPage({
  route,
  courseId = null,
  useCoursesFlag = useEntryCoursesFlag,
  client = api,
  userStore = currentUserStore,
  now = () => new Date(),
  navigateTo = navigate,
}: EntryConfirmPageProps) {
  const user = useCurrentUser(userStore);
  const coursesEnabled = useCoursesFlag();
  const [submitProblem, setSubmitProblem] = React.useState<EntryProblem | null>(null);
  const [submitting, setSubmitting] = React.useState(false);
  const [submitError, setSubmitError] = React.useState<string | null>(null);
  const [idempotencyKey] = React.useState(newIdempotencyKey);
  const inFlight = React.useRef(false);
  const eventPagePath = eventPath(route.category, route.eventId);
  const selfPath = entryConfirmPathForCourse(route.category, route.eventId, route.scheduleId, courseId);
  const coursesPath = entryCoursesPath(route.category, route.eventId, route.scheduleId);
  const signedInUser = user.status === "signed_in" ? user.user : null;
  const loads = signedInUser !== null && coursesEnabled !== undefined;

  const eventQuery = useApiQuery({
    ...apiQuery(apiPaths.event, { params: { event_id: route.eventId } }, client),
    enabled: loads,
  });
  const mineQuery = useApiQuery({
    ...apiQuery(apiPaths.myEntries, { query: { scope: "upcoming", per: 50 } }, client),
    enabled: loads,
  });
  const step =
    eventQuery.data && mineQuery.data
      ? courseStep(eventQuery.data, route.scheduleId, coursesEnabled === true, courseId)
      : null;
  const coursesQuery = useApiQuery({
    ...apiQuery(
      apiPaths.scheduleCourses,
      { params: { event_id: route.eventId, schedule_id: route.scheduleId } },
      client,
    ),
    enabled: step === "load",
  });
  const course =
    step === "load" ? (coursesQuery.data?.courses.find((candidate) => candidate.id === courseId) ?? null) : null;
  // The courses' answer decides only once this page knows it needs it: the courses page's own answer for the same
  // schedule can still be in the query cache when this page mounts, before its event and entries are in.
  const choosesCourse = step === "choose" || (step === "load" && coursesQuery.data !== undefined && course === null);

  React.useEffect(() => {
    if (choosesCourse) void navigateTo(coursesPath, { replace: true });
  }, [choosesCourse, coursesPath, navigateTo]);

  const loadError = eventQuery.error ?? mineQuery.error ?? coursesQuery.error;
  const check: ConfirmCheck | null = submitProblem
    ? { kind: "problem", problem: submitProblem }
    : loadError
      ? { kind: "problem", problem: entryProblemOf(loadError) }
      : signedInUser && eventQuery.data && mineQuery.data && !choosesCourse && (step !== "load" || course)
        ? checkConfirm(
            eventQuery.data,
            route.category,
            route.scheduleId,
            signedInUser,
            mineQuery.data.entries,
            now(),
            course,
          )
        : null;

  if (user.status === "anonymous")
    return <ProblemView problem="unauthorized" eventPagePath={eventPagePath} returnTo={selfPath} />;
  if (user.status === "loading" || check === null || !signedInUser) return <PageStatus />;
  if (check.kind === "problem")
    return (
      <ProblemView
        problem={check.problem}
        eventPagePath={eventPagePath}
        returnTo={selfPath}
        coursesPath={coursesPath}
      />
    );
  if (check.kind === "external")
    return (
      <ExternalView url={check.url} eventId={route.eventId} category={route.category} eventPagePath={eventPagePath} />
    );

  const { event, schedule } = check;
  const ready = check;
  // An entry on a lottery course is an application, like one on a lottery event.
  const lottery = event.lottery || course?.lottery === true;

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const { entry } = await withCsrfRetry(() =>
        apiPost(
          apiPaths.scheduleEntries,
          {
            params: { event_id: route.eventId, schedule_id: route.scheduleId },
            body: course ? { course_id: course.id } : {},
          },
          { client, headers: { "Idempotency-Key": idempotencyKey } },
        ),
      );
      await navigateTo(entryCompletePath(route.category, route.eventId), {
        state: { entryId: entry.id },
        replace: true,
      });
    } catch (error) {
      const problem = entryProblemOf(error, { courseId: course?.id ?? null });
      if (PROBLEMS_AFTER_SUBMIT.has(problem)) {
        setSubmitProblem(problem);
      } else {
        // A lost answer or a server error: the same key is sent again, so retrying cannot make a second entry.
        setSubmitError(ENTRY_PROBLEM_MESSAGES[problem].message);
      }
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey={ready.kind}>{lottery ? "抽選申し込み内容の確認" : "エントリー内容の確認"}</PageHeading>
        <p className={styles.lead}>内容をご確認のうえ、「この内容でエントリーする」を押してください。</p>

        <h2 className={styles.sectionHeading}>日程</h2>
        <ScheduleFactsList
          schedule={schedule}
          eventTitle={event.title}
          companyName={event.host_company?.name ?? null}
        />
        {course && <CourseFactsList course={course} />}

        <h2 className={styles.sectionHeading}>企業に送られる情報</h2>
        <StudentFacts user={signedInUser} />

        <h2 className={styles.sectionHeading}>このあとの流れ</h2>
        <ol className={styles.steps}>
          <li>「この内容でエントリーする」を押すと{lottery ? "抽選に申し込みます" : "エントリーが完了します"}。</li>
          <li>上の氏名・学校名・卒業年度が主催企業に送られます。</li>
          {lottery ? (
            <li>抽選の結果はイベントページでお知らせします。当選するとエントリーが確定します。</li>
          ) : (
            <li>{schedule.is_online ? ONLINE_JOIN_GUIDE : "当日は開始時刻までに会場へお越しください。"}</li>
          )}
          <li>開催前であれば、イベントページからキャンセルや日程変更ができます。</li>
        </ol>

        {submitError && (
          <p className={styles.error} role="alert">
            {submitError}
          </p>
        )}
        <div className={styles.pageActions}>
          <Button variant="primary" size="large" onClick={submit} disabled={submitting} aria-disabled={submitting}>
            {submitting ? "送信しています…" : "この内容でエントリーする"}
          </Button>
          <ButtonLink variant="secondary" size="large" to={eventPagePath}>
            イベントページに戻る
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function StudentFacts({ user }: { user: CurrentUser }) {
  const name = [user.last_name, user.first_name].filter(Boolean).join(" ");
  const school = [user.university, user.department, user.course].filter(Boolean).join(" ");
  return (
    <dl className={styles.summary}>
      <dt>氏名</dt>
      <dd>{name || "未登録"}</dd>
      <dt>学校</dt>
      <dd>{school || "未登録"}</dd>
      <dt>卒業年度</dt>
      <dd>{user.graduate_year ?? "未登録"}</dd>
    </dl>
  );
}

function ExternalView({
  url,
  eventId,
  category,
  eventPagePath,
}: {
  url: string;
  eventId: number;
  category: EventCategory;
  eventPagePath: string;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey="external">このイベントは企業の採用サイトから応募します</PageHeading>
        <p>このイベントへのエントリーは、企業の採用サイトで受け付けています。</p>
        <div className={styles.pageActions}>
          <ButtonLink
            variant="primary"
            size="large"
            href={url}
            target="_blank"
            rel="noopener"
            onClick={() =>
              trackEntryViaExternalLink({ event_id: eventId, category: analyticsCategoryOfEvent(category) })
            }
          >
            企業の採用サイトへ<span className="visually-hidden">（新しいタブで開きます）</span>
          </ButtonLink>
          <ButtonLink variant="secondary" size="large" to={eventPagePath}>
            イベントページに戻る
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
