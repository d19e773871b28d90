import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { editorSignatures } from "../../db/schema";
import { ApiError } from "../platform/http/api-error";
import type { AuthStrategies } from "../platform/http/auth-strategies";
import { readEditorEnv } from "./editor-env";
import {
  editorSignature,
  NONCE_HEADER,
  parseNonce,
  parseTimestamp,
  sameSignature,
  SIGNATURE_HEADER,
  SIGNATURE_WINDOW_SECONDS,
  TIMESTAMP_HEADER,
} from "./editor-signature";

const unauthorized = (why: string) =>
  new ApiError(
    401,
    "unauthorized",
    `This call needs a valid editor signature (${SIGNATURE_HEADER}, ${TIMESTAMP_HEADER}, ${NONCE_HEADER}): ${why}`,
  );

/**
 * Throws 401 unless the request carries a valid editor signature (editor-signature.ts, over a nonce) made within
 * SIGNATURE_WINDOW_SECONDS of now and not accepted before. The signature is recorded in `editor_signatures` whose
 * primary key makes acceptance once-only across function instances: of two requests with one signature, exactly one
 * inserts. Reads the body from a clone, so the route still parses the original. Nothing of the secret or the
 * signature reaches an answer or a log.
 */
export async function verifyEditorRequest(
  req: Request,
  db: Db,
  options: { now?: number; env?: Record<string, string | undefined> } = {},
): Promise<void> {
  const { EDITOR_WEBHOOK_SECRET: secret } = readEditorEnv(options.env);
  if (!secret) throw unauthorized("EDITOR_WEBHOOK_SECRET is not configured on the server");
  const presented = req.headers.get(SIGNATURE_HEADER);
  const timestamp = parseTimestamp(req.headers.get(TIMESTAMP_HEADER));
  const nonce = parseNonce(req.headers.get(NONCE_HEADER));
  if (!presented || timestamp === null || nonce === null) throw unauthorized("missing or malformed header");
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_WINDOW_SECONDS)
    throw unauthorized("timestamp outside the 5-minute window");
  const url = new URL(req.url);
  const body = req.method === "GET" || req.method === "HEAD" ? "" : await req.clone().text();
  const expected = editorSignature(secret, {
    timestamp: String(timestamp),
    nonce,
    method: req.method,
    pathAndQuery: url.pathname + url.search,
    body,
  });
  if (!sameSignature(presented, expected)) throw unauthorized("wrong signature");
  await forgetExpiredSignatures(db, nowSeconds);
  const expiresAt = new Date((timestamp + SIGNATURE_WINDOW_SECONDS) * 1000);
  const accepted = await db
    .insert(editorSignatures)
    .values({ signature: expected, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: editorSignatures.signature });
  if (accepted.length === 0) throw unauthorized("this signature was already used");
}

async function forgetExpiredSignatures(db: Db, nowSeconds: number): Promise<void> {
  await db.delete(editorSignatures).where(lt(editorSignatures.expiresAt, sql`to_timestamp(${nowSeconds})`));
}

/** What a function with editor routes hands to serveRoutes. */
export const editorAuth = { editor: (req, db) => verifyEditorRequest(req, db) } satisfies AuthStrategies;
