import { z } from "zod";

/** A database row that does not match its schema; the message names the table and the row. */
export class RowValidationError extends Error {
  constructor(
    readonly table: string,
    readonly rowKey: string,
    readonly issues: string,
  ) {
    super(`Invalid row in table "${table}" (${rowKey}): ${issues}`);
    this.name = "RowValidationError";
  }
}

function describeRowKey(row: unknown): string {
  if (row !== null && typeof row === "object") {
    for (const key of ["id", "code", "key"] as const) {
      const value = (row as Record<string, unknown>)[key];
      if (value !== undefined && value !== null) return `${key} ${String(value)}`;
    }
  }
  return "row without id";
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(row)"}: ${issue.message}`).join("; ");
}

/** Validates every row; the first bad row throws a RowValidationError. */
export function parseRows<Schema extends z.ZodType>(
  table: string,
  schema: Schema,
  rows: readonly unknown[],
): z.infer<Schema>[] {
  return rows.map((row) => {
    const result = schema.safeParse(row);
    if (!result.success) throw new RowValidationError(table, describeRowKey(row), describeIssues(result.error));
    return result.data;
  });
}
