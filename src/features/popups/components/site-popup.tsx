import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { api, type ApiRequester } from "@/lib/api";
import { apiQuery, useApiQuery } from "@/lib/data";
import { isPopupClosed, recordClosedPopup } from "../closed-popups";
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
  const query = useApiQuery({
    ...apiQuery(apiPaths.popups, { query: { path } }, client),
    meta: { onFailure: (error) => console.warn("popup: fetch failed", error) },
  });
  const [doneId, setDoneId] = React.useState<number | null>(null);
  // Whether this browser closed it is decided once, when the answer arrives: a later render of the same answer (the
  // page starting a client-side navigation, say) must not open a popup that was closed when the page showed.
  const answer = query.data;
  const popup = React.useMemo(() => {
    const answered = answer?.popup;
    return answered && !isPopupClosed(answered.id) ? answered : null;
  }, [answer]);

  if (!popup || popup.id === doneId) return null;
  return (
    <PopupDialog
      popup={popup}
      onDone={() => {
        recordClosedPopup(popup.id);
        setDoneId(popup.id);
      }}
    />
  );
}
