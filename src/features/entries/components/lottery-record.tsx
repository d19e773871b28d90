import * as React from "react";
import { api, type ApiRequester } from "@/lib/api";
import * as styles from "./lottery-record.module.css";

// The record is read and shown only when a student opens it: its reading and rendering are a chunk of their own.
const LotteryRecordBody = React.lazy(() =>
  import("./lottery-record-body").then((module) => ({ default: module.LotteryRecordBody })),
);

type LotteryRecordProps = { eventId: number; scheduleId: number; scheduleTitle: string; client?: ApiRequester };

/**
 * A lottery schedule's public record (docs/decisions/verifiable-lottery.md): read when the student opens it. Before
 * the draw, the seed's SHA-256; after it, the seed and the codes in rank order, with how to check them.
 */
export function LotteryRecord({ eventId, scheduleId, scheduleTitle, client = api }: LotteryRecordProps) {
  const [open, setOpen] = React.useState(false);
  const [opened, setOpened] = React.useState(false);
  const toggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const nowOpen = event.currentTarget.open;
    setOpen(nowOpen);
    if (nowOpen) setOpened(true);
  };
  return (
    <details className={styles.record} onToggle={toggle}>
      <summary>{scheduleTitle}の抽選記録</summary>
      <div aria-live="polite">
        {opened && (
          <React.Suspense fallback={<p>読み込み中…</p>}>
            <LotteryRecordBody eventId={eventId} scheduleId={scheduleId} client={client} open={open} />
          </React.Suspense>
        )}
      </div>
    </details>
  );
}
