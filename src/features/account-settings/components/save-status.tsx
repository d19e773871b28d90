import * as React from "react";
import * as styles from "./account-settings.module.css";

export type SaveResult = { kind: "saved"; message: string } | { kind: "failed"; message: string } | null;

/**
 * A section's answer to its save: the success in a live region that is always there (so it is announced), an error
 * as an alert.
 */
export function SaveStatus({ result }: { result: SaveResult }) {
  return (
    <>
      <p role="status" className={styles.saved}>
        {result?.kind === "saved" ? result.message : ""}
      </p>
      {result?.kind === "failed" && (
        <p role="alert" className={styles.error}>
          {result.message}
        </p>
      )}
    </>
  );
}
