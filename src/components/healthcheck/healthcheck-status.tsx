import * as React from "react";
import { useDatabaseHealth, type DatabaseHealth } from "./use-database-health";
import * as styles from "./healthcheck-status.module.css";

const healthLabels: Record<DatabaseHealth, string> = {
  checking: "確認中…",
  healthy: "正常",
  unhealthy: "異常",
};

/** The static "OK" answers the CDN check; the database line is filled in by the browser. */
export function HealthcheckStatus() {
  const database = useDatabaseHealth();
  return (
    <section className={`container ${styles.status}`} aria-labelledby="healthcheck-title">
      <h1 id="healthcheck-title">ヘルスチェック</h1>
      <p className={styles.ok} data-testid="static-status">
        OK
      </p>
      <dl className={styles.list}>
        <dt>データベース</dt>
        <dd data-health={database} aria-live="polite">
          {healthLabels[database]}
        </dd>
      </dl>
    </section>
  );
}
