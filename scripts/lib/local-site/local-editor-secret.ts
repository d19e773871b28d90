import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where a local run keeps its editor secret, so `npm run editor` can sign what `npm start`'s functions check. */
export const LOCAL_EDITOR_SECRET_FILE = path.join(".data", "editor-webhook-secret");

/**
 * EDITOR_WEBHOOK_SECRET for local runs: the environment's when set; else the one in .data/ (created on first use,
 * readable by the owner only). Never used in production, where an unset secret closes the editor calls.
 */
export async function localEditorSecret(projectRoot: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.EDITOR_WEBHOOK_SECRET) return env.EDITOR_WEBHOOK_SECRET;
  const file = path.join(projectRoot, LOCAL_EDITOR_SECRET_FILE);
  const stored = await readFile(file, "utf8").then(
    (text) => text.trim(),
    () => "",
  );
  if (stored.length >= 32) return stored;
  const secret = randomBytes(32).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
