import { FetchError, ResponseError } from "@/lib/api/errors";

export type AuthErrorContext = "email" | "code" | "link" | "general";

/** Minutes to wait from a 429's `Retry-After` (seconds or an HTTP date); at least 1. */
export function retryAfterMinutes(response: Response, now: number = Date.now()): number {
  const header = response.headers.get("Retry-After")?.trim() ?? "";
  let seconds = NaN;
  if (/^\d+$/.test(header)) seconds = Number(header);
  else if (header !== "") seconds = (Date.parse(header) - now) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0) return 1;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The Japanese message for a failed sign-in, registration or sign-out call. */
export function authErrorMessage(error: unknown, context: AuthErrorContext = "general"): string {
  if (error instanceof ResponseError) {
    const code = error.body?.error.code;
    if (error.status === 429 || code === "rate_limited") {
      return `操作が続けて行われたため、一時的に受け付けを停止しています。${retryAfterMinutes(error.response)}分ほど待ってから、もう一度お試しください。`;
    }
    if (code === "invalid_sign_in_code")
      return "確認コードが正しくないか、有効期限が切れています。メールに記載された6桁のコードをご確認ください。";
    if (code === "invalid_sign_in_link") return "このリンクは無効か、有効期限が切れています。";
    if (code === "invalid_parameter" && context === "email") return "メールアドレスの形式が正しくありません。";
    if (code === "invalid_parameter" && context === "code") return "確認コードは6桁の数字で入力してください。";
    if (error.status >= 500) return "サーバーで問題が発生しました。時間をおいて、もう一度お試しください。";
  }
  if (error instanceof FetchError) return "通信に失敗しました。通信環境をご確認のうえ、もう一度お試しください。";
  return "エラーが発生しました。時間をおいて、もう一度お試しください。";
}
