export type ErrorImage = "not-found" | "server-error";

/** Spec §3 "Error view model: status, image, title, message", plus the technical message shown in small print. */
export type ErrorViewModel = {
  status: number;
  image: ErrorImage | null;
  title: string;
  message: string;
  technicalMessage: string | null;
};

export const NOT_FOUND_TITLE = "ページが見つかりません";
export const NOT_FOUND_MESSAGE = "お探しのページは削除されたか、移動した可能性があります。";
export const SERVER_ERROR_TITLE = "サーバーエラー";
export const SERVER_ERROR_MESSAGE =
  "申し訳ありません。サーバーで問題が発生したため、ページを表示できませんでした。しばらく時間をおいてから、もう一度お試しください。";

const NOT_FOUND_STATUSES: ReadonlySet<number> = new Set([400, 403, 404]);

/** Spec §4: 400, 403 and 404 read as "page not found", 500 as "server error", any other status has empty content. */
export function errorViewModel(status: number, technicalMessage?: string | null): ErrorViewModel {
  const technical = technicalMessage?.trim() ? technicalMessage.trim() : null;
  if (NOT_FOUND_STATUSES.has(status)) {
    return {
      status,
      image: "not-found",
      title: NOT_FOUND_TITLE,
      message: NOT_FOUND_MESSAGE,
      technicalMessage: technical,
    };
  }
  if (status === 500) {
    return {
      status,
      image: "server-error",
      title: SERVER_ERROR_TITLE,
      message: SERVER_ERROR_MESSAGE,
      technicalMessage: technical,
    };
  }
  return { status, image: null, title: "", message: "", technicalMessage: technical };
}
