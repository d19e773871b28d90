import { FetchError, ResponseError } from "@/lib/api/errors";

/** What failed, in the words of the message: 「{what}を保存できませんでした。」 */
export type SettingsSubject = "卒業予定年" | "スカウトの設定" | "メールの設定" | "カレンダー用アドレス";

/** The Japanese message for a failed call of /settings; nothing was changed on the server when it is shown. */
export function settingsErrorMessage(error: unknown, subject: SettingsSubject): string {
  const failed = `${subject}を保存できませんでした。`;
  if (error instanceof ResponseError) {
    const code = error.body?.error.code;
    if (error.status === 401) return `${failed}ログインの有効期限が切れました。もう一度ログインしてください。`;
    if (error.status === 400 && subject === "卒業予定年") return `${failed}卒業予定年は選択肢の中から選んでください。`;
    if (error.status === 400 || code === "invalid_parameter")
      return `${failed}入力内容を確認して、もう一度お試しください。`;
    if (error.status === 404 && subject === "メールの設定")
      return `${failed}会員登録の手続きが済んでいないため、メールの設定はまだ変更できません。`;
    if (error.status === 429)
      return `${failed}操作が続けて行われたため、一時的に受け付けを停止しています。しばらく待ってから、もう一度お試しください。`;
    if (error.status >= 500) return `${failed}サーバーで問題が発生しました。時間をおいて、もう一度お試しください。`;
  }
  if (error instanceof FetchError)
    return `${failed}通信に失敗しました。通信環境をご確認のうえ、もう一度お試しください。`;
  return `${failed}時間をおいて、もう一度お試しください。`;
}

/** The message when a section's saved values could not be read. */
export function settingsLoadErrorMessage(error: unknown, subject: SettingsSubject): string {
  if (error instanceof ResponseError && error.status === 404 && subject === "メールの設定")
    return "会員登録の手続きが済んでいないため、メールの設定はまだ変更できません。";
  if (error instanceof ResponseError && error.status === 401)
    return "ログインの有効期限が切れました。もう一度ログインしてください。";
  return `${subject}を読み込めませんでした。時間をおいて、ページを再読み込みしてください。`;
}
