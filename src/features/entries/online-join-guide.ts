import { LIVE_LINK_OPENS_BEFORE_MS } from "@core/checkin/live-url";

/**
 * Where an online schedule's entrant finds the URL the confirm and complete pages tell them to join from: 参加する on
 * the event page and the ticket page (and in the entry mail when the organiser has set it), from 30 minutes before.
 */
export const ONLINE_JOIN_GUIDE = `当日は開始時刻までに、案内されたURLからご参加ください。参加用のリンクは開始${
  LIVE_LINK_OPENS_BEFORE_MS / 60_000
}分前から、イベントページと参加チケットの画面の「参加する」ボタンでご案内します。`;
