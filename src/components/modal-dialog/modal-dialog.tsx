import * as React from "react";
import * as styles from "./modal-dialog.module.css";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

type ModalDialogProps = {
  title: string;
  /** Escape, the 閉じる button and a click on the backdrop */
  onClose: () => void;
  children: React.ReactNode;
  /** a class for the dialog box (its width, say) */
  className?: string;
  /** false when the dialog's own buttons end it (a form with 戻る): no 閉じる button is added */
  closeButton?: boolean;
};

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its heading; the focus moves into it when it opens, stays
 * inside it (Tab and Shift+Tab wrap, focus that lands outside is brought back) and returns, when it closes, to where
 * it was before. Escape, a 閉じる button (the dialog's last control, unless `closeButton` is false) and the backdrop
 * close it.
 */
export function ModalDialog({ title, onClose, children, className, closeButton = true }: ModalDialogProps) {
  const titleId = React.useId();
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    (dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    const keepFocusInside = (event: FocusEvent) => {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target))
        (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    };
    document.addEventListener("focusin", keepFocusInside);
    return () => {
      document.removeEventListener("focusin", keepFocusInside);
      if (previous?.isConnected) previous.focus();
    };
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
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className={[styles.dialog, className].filter(Boolean).join(" ")}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        {closeButton && (
          <div className={styles.actions}>
            <button type="button" className={styles.close} onClick={onClose}>
              閉じる
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
