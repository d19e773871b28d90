import type { z } from "zod";
import { NASTY_NUMBERS, NASTY_STRINGS } from "./hostile-values";

type AnySchema = z.ZodType;
type Def = {
  type: string;
  entries?: Record<string, unknown>;
  values?: unknown[];
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  element?: AnySchema;
  options?: AnySchema[];
  shape?: Record<string, AnySchema>;
};

/** The enum members and literals a schema mentions anywhere inside (a hint at values it accepts). */
export function literalsIn(schema: AnySchema, depth = 0): unknown[] {
  if (depth > 6) return [];
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const inner = [
    def.innerType,
    def.in,
    def.out,
    def.element,
    ...(def.options ?? []),
    ...Object.values(def.shape ?? {}),
  ].filter((s): s is AnySchema => s !== undefined);
  const own = def.type === "enum" ? Object.values(def.entries ?? {}) : def.type === "literal" ? (def.values ?? []) : [];
  return [...own, ...inner.flatMap((s) => literalsIn(s, depth + 1))];
}

const PLAIN_JSON: readonly unknown[] = [
  1,
  2,
  0,
  42,
  2027,
  "1",
  "a",
  "テスト",
  true,
  false,
  null,
  [],
  [1],
  ["1"],
  {},
  "2027",
  "2000-01-01",
  "2025-04-01T10:00:00+09:00",
  "test@example.com",
  "09012345678",
  "1000001",
];
const PLAIN_STRINGS: readonly string[] = [
  "1",
  "2",
  "42",
  "a",
  "テスト",
  "true",
  "false",
  "2027",
  "2000-01-01",
  "2025-04-01T10:00:00+09:00",
  "test@example.com",
];

function accepted(schema: AnySchema, candidates: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    const key = JSON.stringify(candidate) ?? String(candidate);
    if (seen.has(key) || !schema.safeParse(candidate).success) return false;
    seen.add(key);
    return true;
  });
}

/** JSON values one body field accepts on its own, odd ones included (NUL, lone surrogates, int4 edges). */
export function acceptedJsonValues(field: AnySchema): unknown[] {
  const literals = literalsIn(field);
  return accepted(field, [
    ...literals,
    ...literals.map((value) => [value]),
    ...PLAIN_JSON,
    ...NASTY_STRINGS,
    ...NASTY_NUMBERS,
  ]);
}

/** Query or path values (strings, or repeated keys as arrays) one field accepts on its own. */
export function acceptedTextValues(field: AnySchema): Array<string | string[]> {
  const texts = [...new Set([...literalsIn(field).map(String), ...PLAIN_STRINGS, ...NASTY_STRINGS])];
  return accepted(field, [...texts, ...texts.slice(0, 30).map((text) => [text]), ["1", "2"]]) as Array<
    string | string[]
  >;
}
