import { signEditorRequest } from "../editor/editor-signature";
import { TEST_ORIGIN } from "./api-request";

export const TEST_EDITOR_SECRET = "editor-webhook-secret-for-tests-0123456789";

/** Sets EDITOR_WEBHOOK_SECRET for a test file (restored after); call at the top level of a describe block. */
export function withEditorSecret(secret = TEST_EDITOR_SECRET): void {
  const saved = process.env.EDITOR_WEBHOOK_SECRET;
  beforeEach(() => {
    process.env.EDITOR_WEBHOOK_SECRET = secret;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.EDITOR_WEBHOOK_SECRET;
    else process.env.EDITOR_WEBHOOK_SECRET = saved;
  });
}

/** An editor call as a tool sends it: signed headers, no ajax marker, no cookies. `now` in milliseconds. */
export function editorRequest(
  pathAndQuery: string,
  options: { method?: string; body?: unknown; secret?: string; now?: number; headers?: Record<string, string> } = {},
): Request {
  const method = options.method ?? "GET";
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body);
  const signed = signEditorRequest(options.secret ?? TEST_EDITOR_SECRET, {
    method,
    pathAndQuery,
    body,
    now: options.now,
  });
  const headers = new Headers({ Accept: "application/json", ...signed, ...options.headers });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  return new Request(new URL(pathAndQuery, TEST_ORIGIN), { method, headers, body });
}
