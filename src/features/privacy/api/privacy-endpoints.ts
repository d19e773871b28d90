import type { AccountDeletionResponse, DataExport, ReauthenticationMailResponse, ReauthenticationResponse } from "@core/api/privacy";
import { ACCOUNT_DELETION_CONFIRMATION } from "@core/privacy";
import { apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";

/** POST /api/v1/users/me/reauthentication_mails: a 6-digit code to the student's address (202). */
export function requestReauthenticationMail(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<ReauthenticationMailResponse> {
  return client.request({ method: "POST", path: apiPaths.reauthenticationMails, signal });
}

/** POST /api/v1/users/me/reauthentications `{ code }`: export and deletion allowed until `reauthenticated_until`. */
export function reauthenticate(client: ApiRequester, code: string, { signal }: EndpointOptions = {}): Promise<ReauthenticationResponse> {
  return client.request({ method: "POST", path: apiPaths.reauthentications, body: { code }, signal });
}

export type DownloadedExport = { data: DataExport; filename: string };

const FALLBACK_FILENAME = "mirai-career-data.json";

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentFilename(header: string | null): string {
  const match = /filename="([^"]+)"/.exec(header ?? "");
  return match?.[1] ?? FALLBACK_FILENAME;
}

/** GET /api/v1/users/me/data_export: everything held about the student, with the file name the server gives it. */
export async function getDataExport(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<DownloadedExport> {
  let filename = FALLBACK_FILENAME;
  const data = await client.request<DataExport>({
    path: apiPaths.myDataExport,
    onHeaders: (headers) => {
      filename = attachmentFilename(headers.get("Content-Disposition"));
    },
    signal,
  });
  return { data, filename };
}

/** POST /api/v1/users/me/deletion: erases the account (the server also clears the session cookies). */
export function deleteAccount(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<AccountDeletionResponse> {
  return client.request({ method: "POST", path: apiPaths.myAccountDeletion, body: { confirmation: ACCOUNT_DELETION_CONFIRMATION }, signal });
}
