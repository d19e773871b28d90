import { ApiError } from "./api-error";

/** The request body parsed as JSON; undefined when there is none. Malformed JSON is a 400 `malformed_json`. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "malformed_json", "Request body is not valid JSON");
  }
}
