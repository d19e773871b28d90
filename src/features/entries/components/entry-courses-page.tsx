import { navigate } from "gatsby";
import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import { entryConfirmPathForCourse, entryCoursesPath, type EntryPageRoute } from "@core/entries/entry-routes";
import { eventPath } from "@core/routes";
import { analyticsCategoryOfEvent, trackEntryViaExternalLink } from "@/lib/analytics";
import { api, type ApiRequester } from "@/lib/api";
import { currentUserStore, useCurrentUser, type CurrentUserStore } from "@/features/auth";
import { apiPaths } from "@core/api-paths";
import { apiQuery, useApiQuery } from "@/lib/data";
import { checkCourses, type CourseOption, type CoursesCheck } from "../course-choice";
import { entryProblemOf } from "../entry-error-message";
import { useEntryCoursesFlag } from "../use-entry-courses-flag";
import { courseCapacityLabel, LotteryBadge } from "./course-parts";
import { PageHeading, PageStatus, ProblemView, ScheduleFactsList, Time } from "./entry-page-parts";
import * as styles from "./courses.module.css";
import * as entryStyles from "./entries.module.css";

type CoursesRoute = Extract<EntryPageRoute, { kind: "courses" }>;

export type EntryCoursesPageProps = {
  route: CoursesRoute;
  /** the run-time `entry_courses_with_event` flag, undefined until known (tests pass their own) */
  useCoursesFlag?: () => boolean | undefined;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  /** the page's clock (tests) */
  now?: () => Date;
  navigateTo?: (path: string, options?: { replace?: boolean }) => unknown;
};

/**
 * /events/{category}/{event_id}/schedules/{schedule_id}/courses (client-only, only while `entry_courses_with_event`
 * is on; off → `/`). Shows the event and schedule, the schedule's courses as one radio group (a full or closed course
 * is disabled with the reason) and 「このコースで次へ」, which opens the confirm page with `?course_id=`. Anything
 * the student cannot continue from is explained with a way back.
 */
export function EntryCoursesPage({
  route,
  useCoursesFlag = useEntryCoursesFlag,
  client = api,
  userStore = currentUserStore,
  now = () => new Date(),
  navigateTo = navigate,
}: EntryCoursesPageProps) {
  const enabled = useCoursesFlag();
  const user = useCurrentUser(userStore);
  const eventPagePath = eventPath(route.category, route.eventId);
  const selfPath = entryCoursesPath(route.category, route.eventId, route.scheduleId);
  const signedInUser = user.status === "signed_in" ? user.user : null;
  const loads = enabled === true && signedInUser !== null;

  React.useEffect(() => {
    if (enabled === false) void navigateTo("/", { replace: true });
  }, [enabled, navigateTo]);

  const scheduleParams = { event_id: route.eventId, schedule_id: route.scheduleId };
  const eventQuery = useApiQuery({
    ...apiQuery(apiPaths.event, { params: { event_id: route.eventId } }, client),
    enabled: loads,
  });
  const mineQuery = useApiQuery({
    ...apiQuery(apiPaths.myEntries, { query: { scope: "upcoming", per: 50 } }, client),
    enabled: loads,
  });
  const coursesQuery = useApiQuery({
    ...apiQuery(apiPaths.scheduleCourses, { params: scheduleParams }, client),
    enabled: loads,
  });
  const loadError = eventQuery.error ?? mineQuery.error ?? coursesQuery.error;
  const check: CoursesCheck | null = loadError
    ? { kind: "problem", problem: entryProblemOf(loadError) }
    : signedInUser && eventQuery.data && mineQuery.data && coursesQuery.data
      ? checkCourses(
          eventQuery.data,
          route.category,
          route.scheduleId,
          signedInUser,
          mineQuery.data.entries,
          coursesQuery.data.courses,
          now(),
        )
      : null;

  if (enabled !== true) return <PageStatus />;
  if (user.status === "anonymous")
    return <ProblemView problem="unauthorized" eventPagePath={eventPagePath} returnTo={selfPath} />;
  if (user.status === "loading" || check === null) return <PageStatus />;
  if (check.kind === "problem")
    return <ProblemView problem={check.problem} eventPagePath={eventPagePath} returnTo={selfPath} />;
  if (check.kind === "external") {
    return (
      <div className={entryStyles.page}>
        <section className={entryStyles.card}>
          <PageHeading focusKey="external">このイベントは企業の採用サイトから応募します</PageHeading>
          <p>このイベントへのエントリーは、企業の採用サイトで受け付けています。</p>
          <div className={entryStyles.pageActions}>
            <ButtonLink
              variant="primary"
              size="large"
              href={check.url}
              target="_blank"
              rel="noopener"
              onClick={() =>
                trackEntryViaExternalLink({
                  event_id: route.eventId,
                  category: analyticsCategoryOfEvent(route.category),
                })
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

  const { event, schedule, options } = check;
  return (
    <div className={entryStyles.page}>
      <section className={entryStyles.card}>
        <PageHeading focusKey="ready">コース選択</PageHeading>
        <p className={entryStyles.lead}>
          この日程はコースを選んでエントリーします。参加するコースを選び、「このコースで次へ」を押してください。
        </p>

        <h2 className={entryStyles.sectionHeading}>日程</h2>
        <ScheduleFactsList
          schedule={schedule}
          eventTitle={event.title}
          companyName={event.host_company?.name ?? null}
        />

        <CourseForm
          options={options}
          onChoose={(courseId) =>
            void navigateTo(entryConfirmPathForCourse(route.category, route.eventId, route.scheduleId, courseId))
          }
          eventPagePath={eventPagePath}
        />
      </section>
    </div>
  );
}

function CourseForm({
  options,
  onChoose,
  eventPagePath,
}: {
  options: CourseOption[];
  onChoose: (courseId: number) => void;
  eventPagePath: string;
}) {
  const [chosen, setChosen] = React.useState<number | null>(null);
  const [missing, setMissing] = React.useState(false);
  const errorId = React.useId();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === null) {
      setMissing(true);
      return;
    }
    onChoose(chosen);
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={missing ? errorId : undefined}>
        <legend className={styles.legend}>参加するコース</legend>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.course.id}>
              <CourseRadio
                option={option}
                checked={chosen === option.course.id}
                onChange={() => {
                  setChosen(option.course.id);
                  setMissing(false);
                }}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {missing && (
        <p id={errorId} className={entryStyles.error} role="alert">
          コースを選んでください。
        </p>
      )}
      <div className={entryStyles.pageActions}>
        <Button type="submit" variant="primary" size="large">
          このコースで次へ
        </Button>
        <ButtonLink variant="secondary" size="large" to={eventPagePath}>
          イベントページに戻る
        </ButtonLink>
      </div>
    </form>
  );
}

function CourseRadio({ option, checked, onChange }: { option: CourseOption; checked: boolean; onChange: () => void }) {
  const { course, selectable, unavailable } = option;
  const inputId = `course-${course.id}`;
  const titleId = `course-${course.id}-title`;
  const detailsId = `course-${course.id}-details`;
  const capacity = courseCapacityLabel(course);
  return (
    <label htmlFor={inputId} className={selectable ? styles.option : `${styles.option} ${styles.optionDisabled}`}>
      <input
        id={inputId}
        className={styles.radio}
        type="radio"
        name="course_id"
        value={course.id}
        checked={checked}
        disabled={!selectable}
        onChange={onChange}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
      />
      <span className={styles.optionBody}>
        <span id={titleId} className={styles.courseTitle}>
          {course.title}
        </span>
        <span id={detailsId} className={styles.optionBody}>
          <span className={styles.meta}>
            <LotteryBadge course={course} />
            {unavailable && (
              <span className={unavailable.label === "満席" ? styles.seats : styles.unavailable}>
                {unavailable.label}
              </span>
            )}
            {unavailable && <span>{unavailable.reason}</span>}
            {capacity && <span>{capacity}</span>}
            <span>
              締切 <Time iso={course.time_limit_at} />
            </span>
          </span>
          {course.description && <span className={styles.description}>{course.description}</span>}
        </span>
      </span>
    </label>
  );
}
