/** Client-side checks before a call; the server validates again. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (value === "") return "メールアドレスを入力してください";
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return "メールアドレスの形式が正しくありません";
  return null;
}

/** Full-width digits (typed with a Japanese IME) become ASCII; spaces and hyphens are dropped. */
export function normaliseCode(input: string): string {
  return input
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-‐－]/g, "");
}

export function codeError(code: string): string | null {
  if (code === "") return "確認コードを入力してください";
  if (!/^\d{6}$/.test(code)) return "確認コードは6桁の数字で入力してください";
  return null;
}
