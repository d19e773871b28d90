import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { Button, ButtonLink } from "@/components/button";
import { api, type ApiRequester } from "@/lib/api";
import { apiQuery, useApiQuery } from "@/lib/data";
import { joinViewOf, msUntilOpens } from "../online-join-view";
import * as styles from "./online-join.module.css";

export type OnlineJoinProps = {
  eventId: number;
  /** the event's title, for the button's accessible name */
  eventTitle: string;
  client?: ApiRequester;
  now?: () => Date;
};

/**
 * 参加する for the signed-in entrant's online schedule of an event (the event page's entered row, the ticket page,
 * the entry complete page). `GET …/event_in/attend_url` decides: inside the window (from 30 minutes before the start
 * to the end) the button is a plain link to the site's join redirect (`…/event_in/live`), which records attendance and
 * sends the student on to the streaming page; otherwise a note says why (not yet with the time it opens, URL not
 * ready, ended). When the link opens within the next hours the answer is asked for again at that moment.
 */
export function OnlineJoin({ eventId, eventTitle, client = api, now = () => new Date() }: OnlineJoinProps) {
  const query = useApiQuery(apiQuery(apiPaths.attendUrl, { params: { event_id: eventId } }, client));
  const { data, refetch } = query;

  React.useEffect(() => {
    if (!data) return;
    const wait = msUntilOpens(data, now());
    if (wait === null) return;
    const timer = window.setTimeout(() => void refetch(), wait + 1000);
    return () => window.clearTimeout(timer);
    // `now` is a clock, not an input: the timer follows the answer only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, refetch]);

  if (query.error) {
    return (
      <div className={styles.join}>
        <p className={styles.note} role="alert">
          オンライン参加の案内を読み込めませんでした。
        </p>
        <Button variant="secondary" onClick={() => void refetch()}>
          もう一度読み込む
        </Button>
      </div>
    );
  }
  if (!data) return null;
  const view = joinViewOf(data);
  if (view.kind === "none") return null;
  return (
    <div className={styles.join} data-online-join={data.status}>
      {view.kind === "join" ? (
        <>
          <ButtonLink variant="primary" href={view.href} rel="nofollow">
            参加する<span className="visually-hidden">（{eventTitle}のオンライン配信）</span>
          </ButtonLink>
          <p className={styles.note}>オンライン配信のページが開きます。参加すると出席が記録されます。</p>
        </>
      ) : (
        <p className={styles.note}>{view.text}</p>
      )}
    </div>
  );
}
