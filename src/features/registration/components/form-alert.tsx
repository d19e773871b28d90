import * as React from "react";
import * as styles from "./registration.module.css";

/** A form's error, announced when it appears (role="alert"); nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}
