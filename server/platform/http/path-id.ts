import { ApiError } from "./api-error";

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const INT4_MAX = 2_147_483_647;

/** Ids in paths are digits only; anything else (or an id beyond int4) names nothing: 404 `{what} not found`. */
export function parsePathId(segment: string, what: string): number {
  const id = ID_PATTERN.test(segment) ? Number(segment) : NaN;
  if (!Number.isSafeInteger(id) || id > INT4_MAX) throw new ApiError(404, "not_found", `${what} not found`);
  return id;
}
