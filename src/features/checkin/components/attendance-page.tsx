import { Link } from "gatsby";
import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import type { Attendance, AttendanceItem } from "@core/api/checkin";
import { ATTENDANCE_PATH, attendeeReviewPath } from "@core/checkin/checkin-routes";
import { schedulePlaceLabel } from "@core/entries/schedule-place";
import { eventPath } from "@core/routes";
import { enteredSchedulePath } from "@core/entries/entered-schedule-routes";
import { apiPaths } from "@core/api-paths";
import { api, type ApiRequester } from "@/lib/api";
import { apiGet } from "@/lib/api/api-call";
import { FetchError, ResponseError } from "@/lib/api/errors";
import { hasSessionHint as browserHasSessionHint } from "@/lib/auth/session-hint";
import { useApiQuery } from "@/lib/data";
import { formatTokyoTime } from "@core/dates/tokyo-date";
import { currentUserStore, useCurrentUser, type CurrentUserStore } from "@/features/auth";
import { readLastTickets, readTickets, saveTickets } from "../ticket-cache";
import { MessageView, PageHeading, PageStatus, SignInView, Time } from "./checkin-parts";
import { OnlineJoin } from "./online-join";
import { TicketQr } from "./ticket-qr";
import * as styles from "./checkin.module.css";

export type AttendancePageProps = {
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  now?: () => Date;
  /** navigator.onLine (tests) */
  isOnline?: () => boolean;
  /** the session hint cookie (tests) */
  hasSessionHint?: () => boolean;
};

/** What was loaded: the tickets (from the API, or stored when offline since), or null when offline with none stored. */
type Tickets = { items: AttendanceItem[]; offlineSince: string | null } | null;

type Load =
  | { kind: "loading" }
  | { kind: "ready"; items: AttendanceItem[]; offlineSince: string | null }
  | { kind: "signed_out" }
  | { kind: "offline" }
  | { kind: "failed" };

const ATTENDANCE_LABELS: Record<Attendance, string> = { attended: "出席", absent: "欠席", canceled: "キャンセル" };

const browserIsOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/** The answer did not come because the network is down (not because the server said no). */
const isNetworkFailure = (error: unknown, isOnline: () => boolean) => error instanceof FetchError || !isOnline();

/**
 * /event_attendance (signed-in): today's schedules first (本日), upcoming ones with their ticket (a QR code of
 * `ticket_code`, the schedule, the place with a map link), then past ones with 出席 / 欠席 / キャンセル.
 *
 * Offline: every successful answer is stored in localStorage under the student's id (lib/auth/personal-storage,
 * forgotten at /logout). When the call fails for want of a network, the stored tickets are shown with the time they
 * were loaded. When the session itself could not be asked about (offline: the student store settles anonymous but
 * the session hint cookie stays), the last stored tickets are shown the same way.
 */
export function AttendancePage({
  client = api,
  userStore = currentUserStore,
  now = () => new Date(),
  isOnline = browserIsOnline,
  hasSessionHint = browserHasSessionHint,
}: AttendancePageProps) {
  const user = useCurrentUser(userStore);
  const userId = user.status === "signed_in" ? user.user.id : null;

  const query = useApiQuery({
    queryKey: [apiPaths.myAttendance, userId],
    queryFn: async ({ signal }): Promise<Tickets> => {
      const fallBack = (): Tickets => {
        const stored = readTickets(userId!);
        return stored ? { items: stored.items, offlineSince: stored.saved_at } : null;
      };
      if (!isOnline()) return fallBack();
      try {
        const { items } = await apiGet(apiPaths.myAttendance, {}, { client, signal });
        saveTickets(userId!, items, now());
        return { items, offlineSince: null };
      } catch (error) {
        if (!(error instanceof ResponseError && error.status === 401) && isNetworkFailure(error, isOnline))
          return fallBack();
        throw error;
      }
    },
    enabled: userId !== null,
    // The requester retries the call; a failure for want of a network is an answer here (the stored tickets).
    retry: false,
  });
  // 最新の情報に更新 and the network coming back ask again; the tickets shown stay until the answer
  const { refetch } = query;
  const refresh = React.useCallback(() => void refetch(), [refetch]);

  React.useEffect(() => {
    window.addEventListener("online", refresh);
    return () => window.removeEventListener("online", refresh);
  }, [refresh]);

  const load: Load = query.error
    ? query.error instanceof ResponseError && query.error.status === 401
      ? { kind: "signed_out" }
      : { kind: "failed" }
    : query.data === undefined
      ? { kind: "loading" }
      : query.data === null
        ? { kind: "offline" }
        : { kind: "ready", ...query.data };

  if (user.status === "loading") return <PageStatus />;
  if (user.status === "anonymous") {
    // A kept session hint with an anonymous store: the session could not be asked about (offline).
    const stored = hasSessionHint() ? readLastTickets() : null;
    if (stored) return <AttendanceView items={stored.items} offlineSince={stored.saved_at} />;
    return (
      <SignInView returnTo={ATTENDANCE_PATH}>
        参加チケットを見るにはログインしてください。ログイン後、この画面に戻ります。
      </SignInView>
    );
  }
  if (load.kind === "signed_out") {
    return (
      <SignInView returnTo={ATTENDANCE_PATH}>
        参加チケットを見るにはログインしてください。ログイン後、この画面に戻ります。
      </SignInView>
    );
  }
  if (load.kind === "loading") return <PageStatus />;
  if (load.kind === "offline") {
    return (
      <MessageView heading="参加チケットを読み込めませんでした" focusKey="offline">
        オフラインのため読み込めませんでした。この端末で一度も読み込んでいないチケットは、通信できる場所で開いてください。
      </MessageView>
    );
  }
  if (load.kind === "failed") {
    return (
      <MessageView heading="参加チケットを読み込めませんでした" focusKey="failed">
        通信環境をご確認のうえ、時間をおいてもう一度お試しください。
      </MessageView>
    );
  }
  return (
    <AttendanceView
      items={load.items}
      offlineSince={load.offlineSince}
      onRefresh={refresh}
      joinClient={load.offlineSince ? null : client}
    />
  );
}

function AttendanceView({
  items,
  offlineSince,
  onRefresh,
  joinClient = null,
}: {
  items: AttendanceItem[];
  offlineSince: string | null;
  onRefresh?: () => void;
  /** asks whether an online schedule's 参加する is open; null offline (stored tickets): no button */
  joinClient?: ApiRequester | null;
}) {
  const today = items.filter((item) => item.today);
  const past = items.filter((item) => !item.today && item.attendance !== null);
  const upcoming = items.filter((item) => !item.today && item.attendance === null);
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey={offlineSince ? "offline-ready" : "ready"}>参加チケット</PageHeading>
        {offlineSince && (
          <p className={styles.notice} role="status">
            オフラインのため、最後に読み込んだチケットを表示しています（{formatTokyoTime(offlineSince)}時点）
          </p>
        )}
        {onRefresh && items.length > 0 && (
          <p>
            <Button variant="secondary" onClick={onRefresh}>
              最新の情報に更新
            </Button>
          </p>
        )}
        {items.length === 0 && (
          <>
            <p>参加予定のイベントはありません。</p>
            <div className={styles.pageActions}>
              <ButtonLink variant="primary" size="large" to="/events/gosetsu">
                イベントを探す
              </ButtonLink>
            </div>
          </>
        )}
        {today.length > 0 && <TicketSection joinClient={joinClient} heading="本日のイベント" items={today} />}
        {upcoming.length > 0 && <TicketSection joinClient={joinClient} heading="参加予定" items={upcoming} />}
        {past.length > 0 && <TicketSection joinClient={joinClient} heading="参加履歴" items={past} />}
      </section>
    </div>
  );
}

function TicketSection({
  heading,
  items,
  joinClient,
}: {
  heading: string;
  items: AttendanceItem[];
  joinClient: ApiRequester | null;
}) {
  const id = React.useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.entry_id}>
            <Ticket item={item} joinClient={joinClient} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A Google Maps search for the schedule's address (else its place), or null online / without one. */
export function mapSearchUrl(item: AttendanceItem): string | null {
  const { schedule } = item;
  if (schedule.is_online) return null;
  const query = schedule.detailed_address ?? [schedule.prefecture?.name, schedule.place].filter(Boolean).join(" ");
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

function Ticket({ item, joinClient }: { item: AttendanceItem; joinClient: ApiRequester | null }) {
  const { event, schedule } = item;
  const titleId = React.useId();
  const mapUrl = mapSearchUrl(item);
  return (
    <article
      className={`${styles.ticket} ${item.today ? styles.today : ""}`}
      aria-labelledby={titleId}
      data-entry-id={item.entry_id}
    >
      <h3 id={titleId} className={styles.ticketTitle}>
        {item.today && <span className={styles.badge}>本日</span>}
        {event.title}
      </h3>
      <dl className={styles.summary}>
        {event.company_name && (
          <>
            <dt>主催企業</dt>
            <dd>{event.company_name}</dd>
          </>
        )}
        <dt>日程</dt>
        <dd>{schedule.title}</dd>
        <dt>日時</dt>
        <dd>
          <Time iso={schedule.start_at} />〜<Time iso={schedule.end_at} />
        </dd>
        <dt>場所</dt>
        <dd>
          {schedulePlaceLabel(schedule)}
          {!schedule.is_online && schedule.detailed_address && (
            <>
              <br />
              {schedule.detailed_address}
            </>
          )}
          {mapUrl && (
            <>
              <br />
              <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                地図を開く（Google マップ）
              </a>
            </>
          )}
        </dd>
        {item.attendance && (
          <>
            <dt>出欠</dt>
            <dd>
              <span className={styles.attendance}>{ATTENDANCE_LABELS[item.attendance]}</span>
            </dd>
          </>
        )}
      </dl>
      {/* an online schedule has no door to show a ticket at: its entrant joins with 参加する instead */}
      {item.ticket_code && !item.attendance && !schedule.is_online && (
        <>
          <TicketQr code={item.ticket_code} label={`${event.title}の参加チケット（QRコード）`} />
          <p className={styles.qrNote}>会場の受付でこのQRコードを提示してください。</p>
        </>
      )}
      {/* a seat on an online schedule not ended (it has a ticket): 参加する inside the join window, else why not */}
      {joinClient && item.ticket_code && (schedule.is_online || item.is_online) && (
        <OnlineJoin eventId={event.id} eventTitle={event.title} client={joinClient} />
      )}
      <p className={styles.ticketLinks}>
        <a href={eventPath(event.category, event.id)}>イベントページへ</a>
        {!item.attendance && <Link to={enteredSchedulePath(event.id)}>提出物・課題</Link>}
        {item.attendance === "attended" && <Link to={attendeeReviewPath(event.id)}>体験記を書く</Link>}
      </p>
    </article>
  );
}
