// @ts-check
import { shouldBase64Encode } from "@netlify/dev-utils";

/**
 * @typedef {{ method: string, url: string, headers: Array<[string, string]>, body: Uint8Array | null, route?: string }} RequestRecord
 * A request as it crosses into a worker or process (a web Request cannot).
 */

/**
 * The Lambda event Netlify's runtime builds from a request (as @netlify/functions-dev does), except that a binary body
 * is sent base64-encoded as Lambda does, where functions-dev decoded it as text.
 * @param {RequestRecord} request
 */
export function lambdaEvent({ method, url: rawUrl, headers: headerList, body: bytes, route }) {
  const url = new URL(rawUrl);
  /** @type {Record<string, string>} */
  const queryStringParameters = {};
  /** @type {Record<string, string[]>} */
  const multiValueQueryStringParameters = {};
  url.searchParams.forEach((value, key) => {
    queryStringParameters[key] = queryStringParameters[key] ? `${queryStringParameters[key]},${value}` : value;
    multiValueQueryStringParameters[key] = [...(multiValueQueryStringParameters[key] ?? []), value];
  });
  /** @type {Record<string, string>} */
  const headers = {};
  /** @type {Record<string, string[]>} */
  const multiValueHeaders = {};
  for (const [key, value] of headerList) {
    headers[key] = value;
    multiValueHeaders[key] = value.split(",").map((part) => part.trim());
  }
  const isBase64Encoded = shouldBase64Encode(headers["content-type"] ?? "");
  const buffer = bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.alloc(0);
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body: buffer.length === 0 ? null : isBase64Encoded ? buffer.toString("base64") : buffer.toString("utf8"),
    isBase64Encoded,
    route,
  };
}
