import type { ApiErrorBody } from "@core/api/api-error";
import { formatTokyoDateTime } from "@core/dates/tokyo-date";
import { isSubmissionUrl, type SubmissionWindowState } from "@core/entries/resume-submission";

/** What the page knows of a refused submission: the answer's status and error envelope (null: no answer at all). */
export type SubmissionRefusal = { status: number; body: ApiErrorBody | null } | null;

export const SUBMISSION_MESSAGES = {
  noFile: "提出するPDFファイルを選んでください。",
  tooLarge: "ファイルが大きすぎます。5MB以下のPDFファイルを選んでください。",
  notPdf: "PDFファイルではありません。PDF形式のファイルを選んでください。",
  noUrl: "提出するURLを入力してください。",
  badUrl: "URLの形式が正しくありません。「https://」で始まるURLを入力してください。",
  closed: "提出期限を過ぎたため、提出できません。",
  entryClosed: "このエントリーでは提出を受け付けていません。",
  notFound: "エントリーが見つかりません。ページを再読み込みしてください。",
  signedOut: "ログインの有効期限が切れました。もう一度ログインしてから提出してください。",
  failed: "提出できませんでした。通信環境をご確認のうえ、もう一度お試しください。",
} as const;

/** Why a typed URL (already trimmed) cannot be sent, checked before any call; null when it can. */
export function submissionUrlProblem(url: string): string | null {
  if (url === "") return SUBMISSION_MESSAGES.noUrl;
  return isSubmissionUrl(url) ? null : SUBMISSION_MESSAGES.badUrl;
}

/** The Japanese explanation of a refused submission (API error codes: docs/entry-submissions.md). */
export function submissionErrorMessage(refusal: SubmissionRefusal): string {
  if (!refusal) return SUBMISSION_MESSAGES.failed;
  const error = refusal.body?.error;
  const details = (error?.details ?? {}) as { reason?: string; format?: string; reception_start_at?: string | null };
  switch (error?.code) {
    case "payload_too_large":
      return SUBMISSION_MESSAGES.tooLarge;
    case "unsupported_file_type":
      return SUBMISSION_MESSAGES.notPdf;
    case "invalid_parameter":
      return SUBMISSION_MESSAGES.badUrl;
    case "submission_format_mismatch":
      return details.format === "url"
        ? "このイベントでは履歴書・ESをURLで提出してください。"
        : "このイベントでは履歴書・ESをPDFファイルで提出してください。";
    case "submission_closed":
      if (details.reason === "not_started")
        return details.reception_start_at
          ? `まだ受付が始まっていません。受付開始は${formatTokyoDateTime(details.reception_start_at)}からです。`
          : "まだ受付が始まっていません。";
      return details.reason === "entry_closed" ? SUBMISSION_MESSAGES.entryClosed : SUBMISSION_MESSAGES.closed;
    case "conflict":
      return "このイベントでは履歴書・ESの提出を受け付けていません。";
    default:
      if (refusal.status === 404) return SUBMISSION_MESSAGES.notFound;
      if (refusal.status === 401) return SUBMISSION_MESSAGES.signedOut;
      if (refusal.status === 413) return SUBMISSION_MESSAGES.tooLarge;
      return SUBMISSION_MESSAGES.failed;
  }
}

/** 受付前 / 受付中 / 受付終了 */
export const WINDOW_LABELS: Readonly<Record<SubmissionWindowState, string>> = {
  before: "受付前",
  open: "受付中",
  closed: "受付終了",
};
