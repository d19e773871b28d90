import type { BoothCheckinRefusal, VenueCheckinRefusal } from "@core/api/checkin";
import { ResponseError } from "@/lib/api/errors";

/** Why the venue check-in was refused, as the student reads it (409 checkin_refused, details.reason). */
export const VENUE_REFUSAL_MESSAGES: Record<VenueCheckinRefusal, string> = {
  no_entry: "このイベントへのエントリーが見つかりません",
  wrong_day: "本日はこのイベントの開催日ではありません",
  code_expired: "受付コードの有効期限が切れています。会場のQRコードをもう一度読み取ってください",
  invalid_code: "受付コードが正しくありません",
};

/** Why a booth check-in was refused. */
export const BOOTH_REFUSAL_MESSAGES: Record<BoothCheckinRefusal, string> = {
  no_entry: "このイベントへのエントリーが見つかりません",
  wrong_day: "本日はこのイベントの開催日ではありません",
  invalid_code: "チェックインコードが正しくありません",
};

/** `details.reason` of a 409 `checkin_refused` when it is one of `reasons`, else null. */
export function checkinRefusalOf<R extends string>(error: unknown, reasons: Record<R, string>): R | null {
  if (!(error instanceof ResponseError) || error.status !== 409 || error.body?.error.code !== "checkin_refused")
    return null;
  const details = error.body.error.details;
  const reason =
    typeof details === "object" && details !== null && "reason" in details
      ? (details as { reason: unknown }).reason
      : null;
  return typeof reason === "string" && Object.hasOwn(reasons, reason) ? (reason as R) : null;
}
