import type { PopupResponse } from "@core/api/popups";
import { apiPaths } from "@core/api-paths";
import type { ApiRequester } from "@/lib/api";

/** GET /api/v1/popups?path=…: the active popup of the page for this viewer. */
export function fetchPopup(client: ApiRequester, path: string, signal?: AbortSignal): Promise<PopupResponse> {
  return client.request<PopupResponse>({ path: apiPaths.popups, query: { path }, signal });
}
