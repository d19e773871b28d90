import { apiPaths } from "../../../core/api-paths";
import { rebuildResponseSchema, type EditorChange, type RebuildResponse } from "../../../core/api/editor-rebuilds";
import { signEditorRequest } from "../../../server/editor/editor-signature";

/** Signs and POSTs the rebuild webhook as a CMS does; throws with the server's own error message on a non-202. */
export async function sendEditorWebhook(options: {
  siteUrl: string;
  secret: string;
  changes: readonly EditorChange[];
}): Promise<RebuildResponse["build"]> {
  const body = JSON.stringify({ changes: options.changes });
  const url = new URL(apiPaths.editorRebuilds, options.siteUrl);
  const headers = {
    "Content-Type": "application/json",
    ...signEditorRequest(options.secret, { method: "POST", pathAndQuery: url.pathname, body }),
  };
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new Error(
      `${url.origin} に届きませんでした (${error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error)})`,
    );
  }
  const text = await response.text();
  if (response.status !== 202) {
    const message = (() => {
      try {
        return (JSON.parse(text) as { error?: { message?: string } }).error?.message;
      } catch {
        return undefined;
      }
    })();
    throw new Error(`webhook が ${response.status} を返しました${message ? `: ${message}` : ""}`);
  }
  return rebuildResponseSchema.parse(JSON.parse(text)).build;
}
