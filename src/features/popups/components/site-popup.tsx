import * as React from "react";
import type { Popup } from "@core/api/popups";
import { api, type ApiRequester } from "@/lib/api";
import { isPopupClosed, recordClosedPopup } from "../closed-popups";
import { fetchPopup } from "../api/fetch-popup";
import { PopupDialog } from "./popup-dialog";

type SitePopupProps = {
  /** the address's path (not a shell's): what the popup targets */
  path: string;
  client?: ApiRequester;
};

/**
 * The lazily loaded part of the site's popup: asks GET /api/v1/popups for this page and viewer and shows the answer,
 * unless this browser closed that popup before. Once closed (or its link followed) it is recorded and not shown
 * again. A failed call shows nothing.
 */
export function SitePopup({ path, client = api }: SitePopupProps) {
  const [popup, setPopup] = React.useState<Popup | null>(null);

  React.useEffect(() => {
    const controller = new AbortController();
    setPopup(null);
    fetchPopup(client, path, controller.signal)
      .then((response) => {
        if (response.popup && !isPopupClosed(response.popup.id)) setPopup(response.popup);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("popup: fetch failed", error);
      });
    return () => controller.abort();
  }, [client, path]);

  if (!popup) return null;
  return (
    <PopupDialog
      popup={popup}
      onDone={() => {
        recordClosedPopup(popup.id);
        setPopup(null);
      }}
    />
  );
}
