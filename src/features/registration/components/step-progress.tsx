import * as React from "react";
import { stepProgress, type RegistrationStepKey, type RegistrationVersion } from "@core/registration/registration-flow";
import * as styles from "./registration.module.css";

/** 「ステップ 3 / 13」 and a bar; the bar is a progressbar for screen readers with the same numbers. */
export function StepProgress({ version, step }: { version: RegistrationVersion; step: RegistrationStepKey }) {
  const progress = stepProgress(version, step);
  if (!progress) return null;
  const percent = Math.round((progress.current / progress.total) * 100);
  return (
    <div className={styles.progress}>
      <p className={styles.progressLabel} aria-hidden="true">
        <span>会員登録</span>
        <span>
          ステップ {progress.current} / {progress.total}
        </span>
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="会員登録の進み具合"
        aria-valuemin={1}
        aria-valuemax={progress.total}
        aria-valuenow={progress.current}
        aria-valuetext={`全${progress.total}ステップ中 ${progress.current}ステップ目`}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
