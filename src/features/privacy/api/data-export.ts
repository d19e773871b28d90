import type { DataExport } from "@core/api/privacy";
import { apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";

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
