import { ApiError } from "./api-error";

/**
 * A 400 `invalid_parameter` for a rule checked after zod (against the database): the same message and details
 * shape as `validationError`, e.g. `invalidParameter("schedule_ids[2]", "does not take entries")`.
 */
export function invalidParameter(parameter: string, reason: string): ApiError {
  const message = `Invalid parameter "${parameter}": ${reason}`;
  return new ApiError(400, "invalid_parameter", message, { issues: [{ parameter, message }] });
}
