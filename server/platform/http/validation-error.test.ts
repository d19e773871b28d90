import { z } from "zod";
import { queryIntegerSchema } from "../../../core/api/query-values";
import type { InvalidParameterDetails } from "../../../core/api/api-error";
import { validationError, formatParameterPath } from "./validation-error";

function errorFor(schema: z.ZodType, input: unknown, source: "path" | "query" | "body" = "body") {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a validation failure");
  return validationError(result.error, input, source);
}

describe("validationError", () => {
  it("names a missing required parameter", () => {
    const error = errorFor(z.object({ key: z.string() }), {}, "path");
    expect(error.status).toBe(400);
    expect(error.code).toBe("invalid_parameter");
    expect(error.message).toBe('Required parameter "key" is missing');
  });

  it("treats a missing value as missing even when the schema coerces it", () => {
    expect(errorFor(z.object({ page: queryIntegerSchema }), {}, "query").message).toBe(
      'Required parameter "page" is missing',
    );
    expect(errorFor(z.object({ page: z.coerce.number().int() }), {}, "query").message).toBe(
      'Required parameter "page" is missing',
    );
    expect(errorFor(z.object({ category: z.enum(["selection"]) }), {}, "query").message).toBe(
      'Required parameter "category" is missing',
    );
  });

  it("names an unknown field of a strict object, nested paths included", () => {
    const schema = z.strictObject({ activities: z.array(z.strictObject({ description: z.string() })) });
    const error = errorFor(schema, { activities: [{ description: "x", admin: true }], role: "admin" });
    const { issues } = error.details as InvalidParameterDetails;
    expect(issues.map((issue) => issue.message).sort()).toEqual([
      'Unknown parameter "activities[0].admin"',
      'Unknown parameter "role"',
    ]);
  });

  it("names an invalid parameter without echoing its value", () => {
    const error = errorFor(z.object({ email: z.email() }), { email: "taro.yamada@@example" });
    expect(error.message).toMatch(/^Invalid parameter "email": /);
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain("taro.yamada");
  });

  it("reports every failing parameter in details, the first one in the message", () => {
    const error = errorFor(z.object({ a: z.string(), b: z.number() }), { b: "x" });
    expect((error.details as InvalidParameterDetails).issues.map((issue) => issue.parameter)).toEqual(["a", "b"]);
    expect(error.message).toBe('Required parameter "a" is missing');
  });

  it("says so when the whole body is missing or of the wrong type", () => {
    expect(errorFor(z.object({ a: z.string() }), undefined).message).toBe("Required request body is missing");
    expect(errorFor(z.object({ a: z.string() }), [1]).message).toMatch(/^Invalid request body: /);
  });
});

describe("formatParameterPath", () => {
  it("joins keys with dots and indexes with brackets", () => {
    expect(formatParameterPath(["activities", 0, "description"])).toBe("activities[0].description");
    expect(formatParameterPath([])).toBe("");
  });
});
