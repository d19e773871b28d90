import * as React from "react";
import { useEngagement } from "@/lib/apollo/use-engagement";
import { useLoginHref } from "../login-href";
import * as styles from "./engagement-toggle.module.css";

type Props = {
  /** `follow:12`, `clip:34`: matches the store's error target */
  target: string;
  pressed: (snapshot: ReturnType<typeof useEngagement>["snapshot"]) => boolean;
  onToggle: (store: ReturnType<typeof useEngagement>["store"], next: boolean) => Promise<void>;
  labelOff: string;
  labelOn: string;
  /** what the toggle acts on, read by screen readers after the label, e.g. the company's name */
  subject?: string;
  icon?: React.ReactNode;
  variant: "follow" | "clip";
};

/**
 * A two-state toggle rendered in one fixed-size box whatever its state: anonymous (the static HTML) it is a link to
 * the sign-in page; signed in, a button with `aria-pressed` that runs the mutation (optimistic, rolled back with a
 * message on failure).
 */
export function EngagementToggle({ target, pressed, onToggle, labelOff, labelOn, subject, icon, variant }: Props) {
  const { snapshot, store } = useEngagement();
  const loginHref = useLoginHref();
  const isPressed = snapshot.status === "signed-in" && pressed(snapshot);
  const label = isPressed ? labelOn : labelOff;
  const error = snapshot.error?.target === target ? snapshot.error.message : null;
  const className = `${styles.toggle} ${styles[variant] ?? ""} ${isPressed ? styles.pressed : ""}`;
  const content = (
    <>
      {icon}
      <span>{label}</span>
      {subject && <span className={styles.visuallyHidden}>（{subject}）</span>}
    </>
  );

  return (
    <span className={styles.wrapper}>
      {snapshot.status === "anonymous" ? (
        <a className={className} href={loginHref} data-engagement={variant}>
          {content}
        </a>
      ) : (
        <button
          type="button"
          className={className}
          aria-pressed={isPressed}
          aria-busy={snapshot.status === "loading" || undefined}
          disabled={snapshot.status === "loading"}
          data-engagement={variant}
          onClick={() => void onToggle(store, !isPressed)}
        >
          {content}
        </button>
      )}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
