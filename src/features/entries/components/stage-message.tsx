import * as React from "react";
import * as styles from "./entries.module.css";

/**
 * The organiser's message for the stage the student's entry is at (MyEntry.stage_message: the schedule's additional
 * information for the entry's state, chosen by core/entries/stage-messages.ts on the server). Nothing without one.
 */
export function StageMessage({ text }: { text: string | null }) {
  const headingId = React.useId();
  if (!text) return null;
  return (
    <div className={styles.stageMessage} role="note" aria-labelledby={headingId}>
      <p id={headingId} className={styles.stageMessageHeading}>
        主催者からのお知らせ
      </p>
      <p className={styles.stageMessageText}>{text}</p>
    </div>
  );
}
