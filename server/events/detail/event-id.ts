import { ApiError } from "../../http/api-error";

const EVENT_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** Event ids in paths are digits only; anything else (or an id beyond int4) is no event: 404. */
export function parseEventId(segment: string): number {
  const id = EVENT_ID_PATTERN.test(segment) ? Number(segment) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw eventNotFound();
  return id;
}

export function eventNotFound(): ApiError {
  return new ApiError(404, "not_found", "Event not found");
}
