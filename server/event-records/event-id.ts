import { ApiError } from "../platform/http/api-error";
import { parsePathId } from "../platform/http/path-id";

/** Event ids in paths are digits only; anything else (or an id beyond int4) is no event: 404. */
export function parseEventId(segment: string): number {
  return parsePathId(segment, "Event");
}

export function eventNotFound(): ApiError {
  return new ApiError(404, "not_found", "Event not found");
}
