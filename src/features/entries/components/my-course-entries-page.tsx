import { Link } from "gatsby";
import * as React from "react";
import { ButtonLink } from "@/components/button";
import type { MyCourseEntry } from "@core/api/courses";
import { courseEntryPath, MY_COURSE_ENTRIES_PATH } from "@core/entries/course-routes";
import { ENTRY_STATE_LABELS } from "@core/entries/entry-state";
import { schedulePlaceLabel } from "@core/entries/schedule-place";
import { eventListPath, eventPath } from "@core/routes";
import { api, type ApiRequester } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { currentUserStore, loginPathFor, useCurrentUser, type CurrentUserStore } from "@/features/auth";
import { apiPaths } from "@core/api-paths";
import { apiQuery, useApiQuery } from "@/lib/data";
import { LotteryBadge } from "./course-parts";
import { PageHeading, PageStatus, Time } from "./entry-page-parts";
import * as styles from "./courses.module.css";
import * as entryStyles from "./entries.module.css";

export type MyCourseEntriesPageProps = { client?: ApiRequester; userStore?: CurrentUserStore };

type Load =
  | { kind: "loading" }
  | { kind: "ready"; items: MyCourseEntry[] }
  | { kind: "signed_out" }
  | { kind: "failed" };

/**
 * /event_entry_courses (signed-in): the student's entries with a course, upcoming first then past, each with its
 * state and a link to the course's page. Anonymous visitors (or a session that ended: 401) are asked to sign in.
 */
export function MyCourseEntriesPage({ client = api, userStore = currentUserStore }: MyCourseEntriesPageProps) {
  const user = useCurrentUser(userStore);
  const signedIn = user.status === "signed_in";
  const query = useApiQuery({ ...apiQuery(apiPaths.myCourseEntries, {}, client), enabled: signedIn });
  const load: Load = query.error
    ? query.error instanceof ResponseError && query.error.status === 401
      ? { kind: "signed_out" }
      : { kind: "failed" }
    : query.data
      ? { kind: "ready", items: query.data.course_entries }
      : { kind: "loading" };

  if (user.status === "anonymous" || load.kind === "signed_out")
    return <SignInView returnTo={MY_COURSE_ENTRIES_PATH} />;
  if (user.status === "loading" || load.kind === "loading") return <PageStatus />;
  if (load.kind === "failed") {
    return (
      <div className={entryStyles.page}>
        <section className={entryStyles.card}>
          <PageHeading focusKey="failed">コースの一覧を読み込めませんでした</PageHeading>
          <p role="alert">通信環境をご確認のうえ、時間をおいてもう一度お試しください。</p>
          <div className={entryStyles.pageActions}>
            <ButtonLink variant="secondary" size="large" to="/">
              トップページへ
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={entryStyles.page}>
      <section className={entryStyles.card}>
        <PageHeading focusKey="ready">エントリーしたコース</PageHeading>
        {load.items.length === 0 ? (
          <>
            <p>
              コースを選んでエントリーしたイベントはまだありません。インターンシップには、コースを選んで参加するものがあります。
            </p>
            <div className={entryStyles.pageActions}>
              <ButtonLink variant="primary" size="large" to={eventListPath("internship")}>
                インターンシップを探す
              </ButtonLink>
            </div>
          </>
        ) : (
          <ul className={styles.entryList}>
            {load.items.map((item) => (
              <CourseEntryItem key={item.entry.entry.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CourseEntryItem({ item }: { item: MyCourseEntry }) {
  const { course, entry } = item;
  return (
    <li className={styles.entryItem}>
      <span className={styles.stateLabel}>{ENTRY_STATE_LABELS[entry.entry.state]}</span>
      <h2>
        <Link to={courseEntryPath(course.id)}>{course.title}</Link> <LotteryBadge course={course} />
      </h2>
      <p className={styles.meta}>
        <Link to={eventPath(entry.event.category, entry.event.id)}>{entry.event.title}</Link>
        {entry.event.company_name && <span>{entry.event.company_name}</span>}
      </p>
      <p className={styles.meta}>
        <span>
          <Time iso={entry.schedule.start_at} />〜<Time iso={entry.schedule.end_at} />
        </span>
        <span>{schedulePlaceLabel(entry.schedule)}</span>
        {entry.schedule.canceled && <span className={styles.unavailable}>中止</span>}
      </p>
    </li>
  );
}

/** Signed out: a way to sign in and come back. */
export function SignInView({ returnTo }: { returnTo: string }) {
  return (
    <div className={entryStyles.page}>
      <section className={entryStyles.card}>
        <PageHeading focusKey="signed-out">ログインが必要です</PageHeading>
        <p role="alert">エントリーしたコースを見るにはログインしてください。ログイン後、この画面に戻ります。</p>
        <div className={entryStyles.pageActions}>
          <ButtonLink variant="primary" size="large" to={loginPathFor(returnTo)}>
            ログインする
          </ButtonLink>
          <ButtonLink variant="secondary" size="large" to="/">
            トップページへ
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
