/** How long before an online schedule's start its live link opens. */
export const LIVE_LINK_OPENS_BEFORE_MS = 30 * 60 * 1000;

/** Longest live URL an editor may set. */
export const LIVE_URL_MAX_LENGTH = 2048;

/**
 * An editor's live URL (the online schedule's streaming page) checked: https only, a host, no user name or password
 * in it, at most LIVE_URL_MAX_LENGTH characters. The error is Japanese, for the editor who typed it.
 */
export function checkLiveUrl(value: string): { ok: true; url: string } | { ok: false; error: string } {
  const trimmed = value.trim();
  if (trimmed.length > LIVE_URL_MAX_LENGTH) {
    return { ok: false, error: `参加URLは${LIVE_URL_MAX_LENGTH}文字以内にしてください` };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, error: `参加URLの形式が正しくありません: ${trimmed}` };
  }
  if (url.protocol !== "https:") return { ok: false, error: "参加URLは https:// で始まるURLにしてください" };
  if (url.hostname === "") return { ok: false, error: "参加URLにホスト名がありません" };
  if (url.username !== "" || url.password !== "") {
    return { ok: false, error: "参加URLにユーザー名やパスワードを含めないでください" };
  }
  return { ok: true, url: url.href };
}

/**
 * A stored live_url the site will redirect to: http or https only (anything else, or nothing, is no link). Older rows
 * may hold http; editors can set https only (checkLiveUrl).
 */
export function safeLiveUrl(liveUrl: string | null): string | null {
  if (!liveUrl) return null;
  try {
    const url = new URL(liveUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
