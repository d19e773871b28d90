import { Link } from "gatsby";
import * as React from "react";
import { ModalDialog } from "@/components/modal-dialog";
import { ResponsiveImage } from "@/components/responsive-image/responsive-image";
import type { Popup } from "@core/api/popups";
import { trackActionOnPopup } from "@/lib/analytics";
import * as styles from "./popup.module.css";

type PopupDialogProps = {
  popup: Popup;
  /** closed (閉じる, Escape, backdrop) or its link followed: either way the popup is done */
  onDone: (how: "close" | "click") => void;
};

const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//");

/**
 * A popup as a modal dialog named by its title: an image popup is its picture (alt = the title) linking to its url,
 * a text popup its message and a 詳しく見る link. Showing pushes action-on-popup `show` (item-impression), following
 * the link `click`, closing `close` (both click interactions).
 */
export function PopupDialog({ popup, onDone }: PopupDialogProps) {
  const fields = { popup_id: popup.id, popup_type: popup.type };
  // once per popup shown
  React.useEffect(() => {
    trackActionOnPopup({ popup_id: popup.id, popup_type: popup.type, action: "show", interaction: "item-impression" });
  }, [popup.id, popup.type]);

  const close = () => {
    trackActionOnPopup({ ...fields, action: "close", interaction: "click" });
    onDone("close");
  };
  const follow = () => {
    trackActionOnPopup({ ...fields, action: "click", interaction: "click" });
    onDone("click");
  };
  // The dialog opens on top of the page, so its picture is seen at once (often the page's largest paint): not lazy.
  const linkContent = popup.image_url ? (
    <ResponsiveImage
      src={popup.image_url}
      alt={popup.title}
      kind="banner"
      width={1280}
      height={720}
      sizes="(min-width: 560px) 480px, 100vw"
      className={styles.image}
      priority
    />
  ) : (
    "詳しく見る"
  );
  const linkClass = popup.image_url ? styles.imageLink : styles.textLink;

  return (
    <ModalDialog title={popup.title} onClose={close} className={styles.dialog}>
      {popup.message && <p className={styles.message}>{popup.message}</p>}
      {isSitePath(popup.url) ? (
        <Link to={popup.url} className={linkClass} onClick={follow}>
          {linkContent}
        </Link>
      ) : (
        <a href={popup.url} className={linkClass} onClick={follow}>
          {linkContent}
        </a>
      )}
    </ModalDialog>
  );
}
