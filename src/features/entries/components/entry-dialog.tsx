import * as React from "react";
import * as styles from "./entries.module.css";

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

type EntryDialogProps = {
  title: string;
  /** called for Escape and a click on the backdrop; the caller returns the focus to what opened the dialog */
  onClose: () => void;
  children: React.ReactNode;
};

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its title; the focus moves into it when it opens and
 * stays inside it (Tab wraps); Escape closes it.
 */
export function EntryDialog({ title, onClose, children }: EntryDialogProps) {
  const titleId = React.useId();
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? ref.current)?.focus();
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
