import { FetchError, ResponseError } from "@/lib/api/errors";

/** The Japanese message for a failed registration call (the field-level checks run before sending). */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ResponseError) {
    if (error.status === 400) return "入力内容に誤りがあります。各項目をご確認のうえ、もう一度お試しください。";
    if (error.status === 401) return "ログインの有効期限が切れました。もう一度ログインしてください。";
    if (error.status === 409) return "この登録はすでに完了しています。";
    if (error.status === 429)
      return "操作が続けて行われたため、一時的に受け付けを停止しています。しばらく待ってから、もう一度お試しください。";
    if (error.status >= 500) return "サーバーで問題が発生しました。時間をおいて、もう一度お試しください。";
  }
  if (error instanceof FetchError) return "通信に失敗しました。通信環境をご確認のうえ、もう一度お試しください。";
  return "エラーが発生しました。時間をおいて、もう一度お試しください。";
}
