import { Link } from "gatsby";
import * as React from "react";
import { ButtonLink } from "@/components/button";
import { ATTENDANCE_PATH } from "@core/checkin/attendance-path";
import type { MyEntry } from "@core/api/entries";
import type { EventDetail } from "@core/api/event-detail";
import { entryCompletePath, type EntryPageRoute } from "@core/entries/entry-routes";
import { enteredSchedulePath } from "@core/entries/entered-schedule-routes";
import { ENTRY_STATE_LABELS, holdsSeat } from "@core/entries/entry-state";
import { entryTakesSubmissions } from "@core/entries/resume-submission";
import { schedulePlaceLabel } from "@core/entries/schedule-place";
import { eventListPath, eventPath } from "@core/routes";
import { analyticsCategoryOfEvent, trackClickGoogleCalendarViaEntry } from "@/lib/analytics";
import { api, type ApiRequester } from "@/lib/api";
import { currentUserStore, useCurrentUser, type CurrentUserStore } from "@/features/auth";
import { apiPaths } from "@core/api-paths";
import { apiQuery, useApiQuery } from "@/lib/data";
import { OnlineJoin } from "@/features/checkin";
import { entryCalendarPath } from "../entry-calendar-path";
import { ONLINE_JOIN_GUIDE } from "../online-join-guide";
import { pickCompletedEntry } from "../complete-entry";
import { entryProblemOf, type EntryProblem } from "../entry-error-message";
import { googleCalendarUrl } from "../google-calendar-url";
import { PageHeading, PageStatus, ProblemView, ScheduleFactsList } from "./entry-page-parts";
import * as styles from "./entries.module.css";
import { StageMessage } from "./stage-message";

type CompleteRoute = Extract<EntryPageRoute, { kind: "complete" }>;

export type EntryCompletePageProps = {
  route: CompleteRoute;
  /** the entry just made, from history state (null after a reload or when opened directly) */
  entryId: number | null;
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  /** the site's origin for the calendar entry's link back to the event */
  siteUrl?: string;
  /** shown below the entry once the event is known (the template puts recommended events here) */
  renderAfter?: (event: EventDetail) => React.ReactNode;
};

type Loaded = { kind: "ready"; entry: MyEntry; event: EventDetail | null } | { kind: "problem"; problem: EntryProblem };

/** What to bring and other notes the event gives (description items whose label says so), else all items. */
function preparationItems(event: EventDetail | null): EventDetail["event_description_items"] {
  const items = event?.event_description_items ?? [];
  const preparation = items.filter((item) => /持ち物|服装|準備|注意/.test(item.label));
  return preparation.length > 0 ? preparation : [];
}

/** What the page shows once its answers are in (null: not yet). */
function loadedOf(
  error: Error | null,
  entries: readonly MyEntry[] | undefined,
  event: EventDetail | null | undefined,
  eventId: number,
  entryId: number | null,
): Loaded | null {
  if (error) return { kind: "problem", problem: entryProblemOf(error) };
  if (entries === undefined || event === undefined) return null;
  const entry = pickCompletedEntry(entries, eventId, entryId);
  return entry ? { kind: "ready", entry, event } : { kind: "problem", problem: "not_found" };
}

/**
 * /events/{category}/{event_id}/entry_complete (client-only). The entry comes from history state (the confirm page
 * hands its id over) or, after a reload, is the student's latest entry of the event; never from the URL. Shows the
 * entry, Google Calendar and .ics links, what to bring and what happens next.
 */
export function EntryCompletePage({
  route,
  entryId,
  client = api,
  userStore = currentUserStore,
  siteUrl = "",
  renderAfter,
}: EntryCompletePageProps) {
  const user = useCurrentUser(userStore);
  const signedIn = user.status === "signed_in";
  const oneEntryQuery = useApiQuery({
    ...apiQuery(apiPaths.myEntry, { params: { entry_id: entryId ?? 0 } }, client),
    enabled: signedIn && entryId !== null,
  });
  const upcomingQuery = useApiQuery({
    ...apiQuery(apiPaths.myEntries, { query: { scope: "upcoming", per: 50 } }, client),
    enabled: signedIn && entryId === null,
  });
  const entryQuery = entryId !== null ? oneEntryQuery : upcomingQuery;
  // The event (public, cached by the CDN) only adds what to bring: the page works without it.
  const eventQuery = useApiQuery({
    ...apiQuery(apiPaths.event, { params: { event_id: route.eventId } }, client),
    enabled: signedIn,
  });
  const loaded = loadedOf(
    entryQuery.error,
    oneEntryQuery.data ? [oneEntryQuery.data.entry] : upcomingQuery.data?.entries,
    eventQuery.isPending ? undefined : (eventQuery.data ?? null),
    route.eventId,
    entryId,
  );

  const eventPagePath = eventPath(route.category, route.eventId);
  const selfPath = entryCompletePath(route.category, route.eventId);
  if (user.status === "anonymous")
    return <ProblemView problem="unauthorized" eventPagePath={eventPagePath} returnTo={selfPath} />;
  if (loaded === null) return <PageStatus />;
  if (loaded.kind === "problem") {
    return loaded.problem === "not_found" ? (
      <NoEntryView eventPagePath={eventPagePath} />
    ) : (
      <ProblemView problem={loaded.problem} eventPagePath={eventPagePath} returnTo={selfPath} />
    );
  }

  const { entry, event } = loaded;
  const lottery = entry.entry.state === "pre_entried";
  const place = [schedulePlaceLabel(entry.schedule), entry.schedule.is_online ? null : entry.schedule.detailed_address]
    .filter(Boolean)
    .join(" ");
  const calendarUrl = googleCalendarUrl({
    title: `${entry.event.title}（${entry.schedule.title}）`,
    startAt: entry.schedule.start_at,
    endAt: entry.schedule.end_at,
    details: [entry.event.company_name, `イベントページ: ${siteUrl}${eventPagePath}`].filter(Boolean).join("\n"),
    location: place,
  });
  const items = preparationItems(event);
  // the organiser's message for the entry's stage (entry, or lottery application), chosen on the server
  const notice = entry.stage_message;

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey="ready">{lottery ? "抽選に申し込みました" : "エントリーが完了しました"}</PageHeading>
        <p className={styles.lead} role="status">
          状態: {ENTRY_STATE_LABELS[entry.entry.state]}
        </p>
        <ScheduleFactsList
          schedule={entry.schedule}
          eventTitle={entry.event.title}
          companyName={entry.event.company_name}
          courseTitle={entry.course?.title ?? null}
        />

        <h2 className={styles.sectionHeading}>カレンダーに登録</h2>
        <div className={styles.links}>
          <ButtonLink
            variant="secondary"
            href={calendarUrl}
            target="_blank"
            rel="noopener"
            onClick={() =>
              trackClickGoogleCalendarViaEntry({
                event_id: entry.event.id,
                schedule_id: entry.schedule.id,
                category: analyticsCategoryOfEvent(entry.event.category),
              })
            }
          >
            Googleカレンダーに追加<span className="visually-hidden">（新しいタブで開きます）</span>
          </ButtonLink>
          <ButtonLink variant="secondary" href={entryCalendarPath(entry.entry.id)} download>
            カレンダーファイル（.ics）をダウンロード
          </ButtonLink>
        </div>

        {(items.length > 0 || notice) && (
          <>
            <h2 className={styles.sectionHeading}>持ち物・注意事項</h2>
            <StageMessage text={notice} />
            {items.length > 0 && (
              <dl className={styles.summary}>
                {items.map((item) => (
                  <React.Fragment key={item.label}>
                    <dt>{item.label}</dt>
                    <dd>{item.content}</dd>
                  </React.Fragment>
                ))}
              </dl>
            )}
          </>
        )}

        <h2 className={styles.sectionHeading}>このあとの流れ</h2>
        <ol className={styles.steps}>
          {lottery ? (
            <li>抽選の結果はイベントページでお知らせします。当選するとエントリーが確定します。</li>
          ) : (
            <li>
              {entry.schedule.is_online ? ONLINE_JOIN_GUIDE : "当日は開始時刻までに会場へお越しください。"}
              {entry.schedule.is_online && holdsSeat(entry.entry.state) && (
                <OnlineJoin eventId={entry.event.id} eventTitle={entry.event.title} client={client} />
              )}
            </li>
          )}
          <li>
            参加チケット（QRコード）は<Link to={ATTENDANCE_PATH}>参加チケット</Link>
            の画面にあります。会場に着く前に一度開いておくと、電波の届かない会場でも表示できます。
          </li>
          {entryTakesSubmissions(entry.entry.state) && (
            <li>
              課題や履歴書・エントリーシートの提出は
              <Link to={enteredSchedulePath(entry.event.id)}>提出物・選考スケジュール</Link>の画面からできます。
            </li>
          )}
          <li>キャンセルや日程変更は、開催前までイベントページからできます。</li>
        </ol>

        <div className={styles.pageActions}>
          <ButtonLink variant="primary" size="large" to={eventPagePath}>
            イベントページへ
          </ButtonLink>
          <ButtonLink variant="secondary" size="large" to={eventListPath(entry.event.category)}>
            他のイベントを探す
          </ButtonLink>
        </div>
      </section>
      {event && renderAfter?.(event)}
    </div>
  );
}

function NoEntryView({ eventPagePath }: { eventPagePath: string }) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey="none">エントリーが見つかりません</PageHeading>
        <p role="alert">
          このイベントへのエントリーはありません。イベントページから日程を選んでエントリーしてください。
        </p>
        <div className={styles.pageActions}>
          <ButtonLink variant="secondary" size="large" to={eventPagePath}>
            イベントページに戻る
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
