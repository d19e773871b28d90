import * as React from "react";
import { renderSVG } from "uqr";
import * as styles from "./checkin.module.css";

/**
 * A ticket's code as a QR code, drawn in the browser as SVG (uqr, no network). Only /event_attendance imports this
 * file, so uqr stays out of every other page's first load.
 */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const svg = React.useMemo(() => renderSVG(code, { border: 2, pixelSize: 6 }), [code]);
  // The SVG is generated from the code by uqr (no markup of the server's reaches it).
  return <div className={styles.qr} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
