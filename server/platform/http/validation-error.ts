import type { z } from "zod";
import type { InvalidParameterDetails } from "../../../core/api/api-error";
import { ApiError } from "./api-error";

export type InputSource = "path" | "query" | "body";

type Issue = InvalidParameterDetails["issues"][number];

/** `["activities", 0, "description"]` → `activities[0].description` */
export function formatParameterPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown, source: InputSource): Issue[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => {
      const parameter = formatParameterPath([...issue.path, key]);
      return { parameter, message: `Unknown parameter "${parameter}"` };
    });
  }
  const parameter = formatParameterPath(issue.path);
  if (parameter === "") {
    if (source === "body" && input === undefined) return [{ parameter, message: "Required request body is missing" }];
    return [{ parameter, message: `Invalid request ${source}: ${issue.message}` }];
  }
  // Judged on the raw input, not on the issue: enums report a missing value as invalid_value, coercions as NaN.
  if (valueAt(input, issue.path) === undefined) {
    return [{ parameter, message: `Required parameter "${parameter}" is missing` }];
  }
  return [{ parameter, message: `Invalid parameter "${parameter}": ${issue.message}` }];
}

/**
 * The one place where zod failures become API errors: 400 `invalid_parameter`, the message naming the first
 * failing parameter, every failure in `details.issues`. Input values are never echoed (they may be personal data).
 */
export function validationError(error: z.ZodError, input: unknown, source: InputSource): ApiError {
  const issues = error.issues.flatMap((issue) => describeIssue(issue, input, source));
  const details: InvalidParameterDetails = { issues };
  return new ApiError(400, "invalid_parameter", issues[0]?.message ?? `Invalid request ${source}`, details);
}
