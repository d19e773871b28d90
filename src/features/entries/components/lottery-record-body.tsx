import * as React from "react";
import type { ScheduleLotteryResponse } from "@core/api/lottery";
import { apiPaths } from "@core/api-paths";
import { formatTokyoDateTime } from "@core/dates/tokyo-date";
import type { ApiRequester } from "@/lib/api";
import { apiQuery, useApiQuery } from "@/lib/data";
import * as styles from "./lottery-record.module.css";

type LotteryRecordBodyProps = { eventId: number; scheduleId: number; client: ApiRequester; open: boolean };

/**
 * The inside of an opened lottery record (lottery-record.tsx loads this chunk when the student first opens it): reads
 * the record when opened, once; after a failure, again the next time the record is opened.
 */
export function LotteryRecordBody({ eventId, scheduleId, client, open }: LotteryRecordBodyProps) {
  const query = useApiQuery({
    ...apiQuery(apiPaths.scheduleLottery, { params: { event_id: eventId, schedule_id: scheduleId } }, client),
    enabled: open,
    // read once: a loaded record is not read again when reopened (a failed one is)
    staleTime: Infinity,
  });
  if (query.error) return <p role="alert">抽選記録を読み込めませんでした。時間をおいてもう一度開いてください。</p>;
  if (!query.data) return <p>読み込み中…</p>;
  return <LotteryDetails lottery={query.data} />;
}

function LotteryDetails({ lottery }: { lottery: ScheduleLotteryResponse }) {
  const winners = lottery.winner_count ?? 0;
  const won = new Set(lottery.winning_codes ?? []);
  const withCourses = (lottery.course_seat_counts ?? []).length > 0;
  return (
    <dl className={styles.facts}>
      <dt>抽選の種のハッシュ(SHA-256)</dt>
      <dd>
        <code className={styles.hash}>{lottery.commitment}</code>
        <br />
        {formatTokyoDateTime(lottery.committed_at)}に公開
        {lottery.committed_before_deadline ? "" : "(締切後に作成されました)"}
      </dd>
      {lottery.drawn_at === null || lottery.seed === null || lottery.ordered_codes === null ? (
        <>
          <dt>抽選</dt>
          <dd>締切後に行います。抽選のあと、種と当選順の一覧をここで公開します。</dd>
        </>
      ) : (
        <>
          <dt>抽選日時</dt>
          <dd>{formatTokyoDateTime(lottery.drawn_at)}</dd>
          <dt>抽選の種</dt>
          <dd>
            <code className={styles.hash}>{lottery.seed}</code>
          </dd>
          <dt>結果</dt>
          <dd>
            申込{lottery.ordered_codes.length}件のうち{winners}件が当選(空席{lottery.seat_count ?? "制限なし"})
          </dd>
          <dt>
            {withCourses
              ? "抽選番号(順位順・空席のある限り上から当選。定員に達したコースの番号は飛ばします)"
              : `抽選番号(順位順・上から${winners}件が当選)`}
          </dt>
          <dd>
            <ol className={styles.codes}>
              {lottery.ordered_codes.map((code, index) => (
                <li key={code} className={won.has(code) ? styles.won : undefined}>
                  <code>{code}</code>
                  {withCourses && lottery.ordered_course_ids?.[index] != null
                    ? ` (コース${lottery.ordered_course_ids[index]})`
                    : ""}
                  {won.has(code) ? " 当選" : ""}
                </li>
              ))}
            </ol>
          </dd>
          <dt>確かめ方</dt>
          <dd>
            種のSHA-256が上のハッシュと一致すること、各抽選番号について SHA-256(「種:抽選番号」)
            を計算し、小さい順に並べるとこの一覧になることを確かめられます(例:
            <code>printf &apos;%s&apos; &apos;種:番号&apos; | sha256sum</code>
            )。あなたの抽選番号は結果のメールに記載しています。
          </dd>
        </>
      )}
    </dl>
  );
}
