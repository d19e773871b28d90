import * as React from "react";
import type { ScheduleLotteryResponse } from "../../../domain/api/lottery";
import { formatTokyoDateTime } from "../../../lib/dates/tokyo-date";
import { api, type ApiRequester } from "../../../lib/api";
import { getScheduleLottery } from "../api/entry-endpoints";
import * as styles from "./lottery-record.module.css";

type LotteryRecordProps = { eventId: number; scheduleId: number; scheduleTitle: string; client?: ApiRequester };

type Loaded = { status: "idle" } | { status: "loading" } | { status: "loaded"; lottery: ScheduleLotteryResponse } | { status: "failed" };

/**
 * A lottery schedule's public record (docs/decisions/verifiable-lottery.md): read when the student opens it. Before
 * the draw, the seed's SHA-256; after it, the seed and the codes in rank order, with how to check them.
 */
export function LotteryRecord({ eventId, scheduleId, scheduleTitle, client = api }: LotteryRecordProps) {
  const [loaded, setLoaded] = React.useState<Loaded>({ status: "idle" });
  const open = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || loaded.status === "loading" || loaded.status === "loaded") return;
    setLoaded({ status: "loading" });
    getScheduleLottery(client, { eventId, scheduleId }).then(
      (lottery) => setLoaded({ status: "loaded", lottery }),
      () => setLoaded({ status: "failed" }),
    );
  };
  return (
    <details className={styles.record} onToggle={open}>
      <summary>{scheduleTitle}の抽選記録</summary>
      <div aria-live="polite">
        {loaded.status === "loading" && <p>読み込み中…</p>}
        {loaded.status === "failed" && <p role="alert">抽選記録を読み込めませんでした。時間をおいてもう一度開いてください。</p>}
        {loaded.status === "loaded" && <LotteryDetails lottery={loaded.lottery} />}
      </div>
    </details>
  );
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
        {formatTokyoDateTime(lottery.committed_at)}に公開{lottery.committed_before_deadline ? "" : "(締切後に作成されました)"}
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
          <dt>{withCourses ? "抽選番号(順位順・空席のある限り上から当選。定員に達したコースの番号は飛ばします)" : `抽選番号(順位順・上から${winners}件が当選)`}</dt>
          <dd>
            <ol className={styles.codes}>
              {lottery.ordered_codes.map((code, index) => (
                <li key={code} className={won.has(code) ? styles.won : undefined}>
                  <code>{code}</code>
                  {withCourses && lottery.ordered_course_ids?.[index] != null ? ` (コース${lottery.ordered_course_ids[index]})` : ""}
                  {won.has(code) ? " 当選" : ""}
                </li>
              ))}
            </ol>
          </dd>
          <dt>確かめ方</dt>
          <dd>
            種のSHA-256が上のハッシュと一致すること、各抽選番号について SHA-256(「種:抽選番号」) を計算し、小さい順に並べるとこの一覧になることを確かめられます(例:
            <code>printf &apos;%s&apos; &apos;種:番号&apos; | sha256sum</code>)。あなたの抽選番号は結果のメールに記載しています。
          </dd>
        </>
      )}
    </dl>
  );
}
