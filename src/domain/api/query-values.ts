import { z } from "zod";

/**
 * Query-string values arrive as strings (arrays as repeated `key[]=` entries, see server/http/parse-query.ts).
 * These schemas accept the exact text the browser client writes and convert it.
 */
export const queryIntegerSchema = z
  .string()
  .regex(/^-?\d+$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().safe());

export const queryBooleanSchema = z.enum(["true", "false"]).transform((value) => value === "true");

export const queryIsoDateTimeSchema = z.iso.datetime({ offset: true });
