import { RequiredError } from "./errors";

/** Throws the spec §5 error naming `field` when `value` is null, undefined or an empty string/array. */
export function assertRequiredParameter<T>(
  value: T | null | undefined,
  field: string,
  operation: string,
): asserts value is T {
  const missing = value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
  if (missing) throw new RequiredError(field, operation);
}
