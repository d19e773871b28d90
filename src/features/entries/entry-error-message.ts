import { FetchError, ResponseError } from "../../lib/api/errors";

/** Why an entry could not be made, as the confirm page explains it; `retry`: the same request may succeed later. */
export type EntryProblem =
  | "schedule_full"
  | "entry_closed"
  | "already_entered"
  | "not_eligible"
  | "unauthorized"
  | "not_found"
  | "network"
  | "unknown";

export const ENTRY_PROBLEM_MESSAGES: Readonly<Record<EntryProblem, { title: string; message: string }>> = {
  schedule_full: {
    title: "この日程は満席になりました",
    message: "定員に達したため、この日程にはエントリーできません。イベントページで他の日程をお選びください。",
  },
  entry_closed: {
    title: "この日程の受付は終了しました",
    message: "締切を過ぎたか、受付が停止されたため、この日程にはエントリーできません。イベントページで他の日程をお選びください。",
  },
  already_entered: {
    title: "この日程にはエントリー済みです",
    message: "同じ日程に二度エントリーすることはできません。エントリー内容はイベントページで確認できます。",
  },
  not_eligible: {
    title: "このイベントの対象外です",
    message: "このイベントはあなたの卒業年度を対象としていないため、エントリーできません。",
  },
  unauthorized: {
    title: "ログインが必要です",
    message: "エントリーするにはログインしてください。ログイン後、この画面に戻ります。",
  },
  not_found: {
    title: "日程が見つかりません",
    message: "この日程は存在しないか、公開が終了しました。イベントページから日程をお選びください。",
  },
  network: {
    title: "通信できませんでした",
    message: "通信環境をご確認のうえ、もう一度お試しください。",
  },
  unknown: {
    title: "エントリーできませんでした",
    message: "時間をおいて、もう一度お試しください。",
  },
};

const CONFLICT_CODES = new Set<EntryProblem>(["schedule_full", "entry_closed", "already_entered", "not_eligible"]);

/** The problem behind a failed entry call: the 409 codes of the contract, 401, 404, a lost connection, anything else. */
export function entryProblemOf(error: unknown): EntryProblem {
  if (error instanceof FetchError) return "network";
  if (!(error instanceof ResponseError)) return "unknown";
  const code = error.body?.error.code;
  if (error.status === 409 && code && CONFLICT_CODES.has(code as EntryProblem)) return code as EntryProblem;
  if (error.status === 401) return "unauthorized";
  if (error.status === 404) return "not_found";
  return "unknown";
}
