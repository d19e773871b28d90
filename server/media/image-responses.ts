import { ApiError, apiErrorResponse } from "../platform/http/api-error";

/** 405 for anything but GET and HEAD (images are only read), else null. */
export function onlyReads(request: Request): Response | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const response = imageErrorResponse(
    new ApiError(405, "method_not_allowed", `Method ${request.method} is not allowed here`, { allow: ["GET", "HEAD"] }),
  );
  response.headers.set("Allow", "GET, HEAD");
  return response;
}

/** The API's JSON error (server/platform/http/api-error.ts), never cached: a bad URL today may name an image tomorrow. */
export function imageErrorResponse(error: ApiError): Response {
  const response = apiErrorResponse(error);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export function mediaNotFound(): ApiError {
  return new ApiError(404, "not_found", "No such image");
}

/** Bytes with their headers; a HEAD answer has the headers (Content-Length included) and no body. */
export function imageBodyResponse(request: Request, bytes: Uint8Array, headers: Record<string, string>): Response {
  const body = request.method === "HEAD" ? null : new Uint8Array(bytes);
  return new Response(body, { status: 200, headers: { ...headers, "Content-Length": String(bytes.byteLength) } });
}
