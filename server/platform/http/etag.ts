import { createHash } from "node:crypto";

/*
 * Conditional GETs with a weak ETag (RFC 9110): a poller sends the last ETag in If-None-Match and gets 304 without a
 * body while the resource is unchanged. The route computes the ETag from a cheap query and loads the body only for a 200.
 */

/** A weak ETag of these parts joined with "-" (each free of `"`); an object part counts by a digest of its JSON. */
export function weakEtag(parts: ReadonlyArray<string | number | object>): string {
  const text = parts.map((part) =>
    typeof part === "object"
      ? createHash("sha256").update(JSON.stringify(part)).digest("base64url").slice(0, 16)
      : String(part),
  );
  return `W/"${text.join("-")}"`;
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or is `*`. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * 304 without a body when the request's If-None-Match names `etag`, else 200 with the JSON that `load` answers (only
 * called then); both with the ETag and `headers`.
 */
export async function jsonWithEtag(
  req: Request,
  etag: string,
  headers: Record<string, string>,
  load: () => Promise<unknown>,
): Promise<Response> {
  const withEtag = { ...headers, ETag: etag };
  if (matchesIfNoneMatch(req.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers: withEtag });
  return Response.json(await load(), { headers: withEtag });
}

/** For a conditional GET route's definition: the If-None-Match header it reads and the 304 it answers. */
export const conditionalGetDocs = {
  requestHeaders: [
    {
      name: "If-None-Match",
      description: "the ETag of the last answer: 304 while the resource is unchanged",
      maxLength: 200,
    },
  ],
  notModified: {
    304: { description: "Not Modified: the resource is as the ETag in If-None-Match says (no body)", noBody: true },
  },
} as const;
