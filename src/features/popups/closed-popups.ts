/** Popups the visitor closed in this browser (localStorage: popup ids only, newest first); none is shown again. */
export const CLOSED_POPUPS_KEY = "mirai_closed_popups";
const CLOSED_POPUPS_MAX = 100;

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readClosedPopups(storage: Storage | null = browserStorage()): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CLOSED_POPUPS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function isPopupClosed(popupId: number, storage: Storage | null = browserStorage()): boolean {
  return readClosedPopups(storage).includes(popupId);
}

export function recordClosedPopup(popupId: number, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  const ids = [popupId, ...readClosedPopups(storage).filter((id) => id !== popupId)].slice(0, CLOSED_POPUPS_MAX);
  try {
    storage.setItem(CLOSED_POPUPS_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the popup may show again on a later page.
  }
}
