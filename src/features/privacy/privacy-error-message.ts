import { FetchError, ResponseError } from "@/lib/api/errors";
import { REAUTHENTICATION_REQUIRED, REAUTHENTICATION_WINDOW_MINUTES } from "@core/privacy";

/** True when the server asks for a fresh sign-in code (the 10 minutes are over, or were never started). */
export function needsReauthentication(error: unknown): boolean {
  return error instanceof ResponseError && error.status === 403 && error.body?.error.code === REAUTHENTICATION_REQUIRED;
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof ResponseError && error.status === 401;
}

/** The Japanese message for a failed call of /settings/privacy. */
export function privacyErrorMessage(error: unknown): string {
  if (needsReauthentication(error)) {
    return `本人確認の有効期限（${REAUTHENTICATION_WINDOW_MINUTES}分）が切れました。確認コードを受け取り、もう一度本人確認をしてください。`;
  }
  if (error instanceof ResponseError) {
    const code = error.body?.error.code;
    if (error.status === 429 || code === "rate_limited")
      return "操作が続けて行われたため、一時的に受け付けを停止しています。しばらく待ってから、もう一度お試しください。";
    if (code === "invalid_sign_in_code")
      return "確認コードが正しくないか、有効期限が切れています。メールに記載された6桁のコードをご確認ください。";
    if (error.status === 401) return "ログインの有効期限が切れました。もう一度ログインしてください。";
    if (error.status >= 500) return "サーバーで問題が発生しました。時間をおいて、もう一度お試しください。";
  }
  if (error instanceof FetchError) return "通信に失敗しました。通信環境をご確認のうえ、もう一度お試しください。";
  return "エラーが発生しました。時間をおいて、もう一度お試しください。";
}
