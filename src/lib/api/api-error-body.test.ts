import { apiErrorBodySchema } from "@core/api/api-error";
import { parseApiErrorBody } from "./api-error-body";

describe("parseApiErrorBody", () => {
  const valid = {
    error: {
      status: 400,
      code: "invalid_parameter",
      message: 'Required parameter "key" is missing',
      details: { issues: [] },
    },
  };

  it("accepts exactly what the server's schema accepts", () => {
    const samples: unknown[] = [
      valid,
      { error: { status: 403, code: "missing_ajax_marker", message: "x" } },
      { error: { status: 400.5, code: "c", message: "m" } },
      { error: { status: "400", code: "c", message: "m" } },
      { error: { status: 400, message: "m" } },
      { error: null },
      [],
      null,
      "error",
    ];
    for (const sample of samples) {
      const schemaResult = apiErrorBodySchema.safeParse(sample);
      expect(parseApiErrorBody(sample)).toEqual(schemaResult.success ? schemaResult.data : null);
    }
  });
});
