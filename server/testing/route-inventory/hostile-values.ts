import fc from "fast-check";

/** 100 000 characters: far past any length limit a field should have. */
const HUGE = 100_000;

/** Strings that broke real systems: NUL, lone surrogates, RTL overrides, joiners, combining marks, numbers in disguise. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\u202eevil\u202c",
  "\u200f\u05e9\u05dc\u05d5\u05dd",
  "👩‍👩‍👧‍👦",
  "🇯🇵",
  "e\u0301\u0301\u0301\u0301",
  "\ufeff",
  "\uffff",
  "\n\r\t\v\f",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "%",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1.5",
  "1e309",
  "0x10",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999",
  "１２３",
  "true",
  "[]",
  "{}",
  "x".repeat(HUGE),
  "あ".repeat(HUGE),
  "\u0000".repeat(64),
];

/** Numbers at and past every boundary: negative, zero, fractions, int4 and safe-integer overflow, huge. */
export const NASTY_NUMBERS: readonly number[] = [
  -1,
  0,
  -0.5,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-composite", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Nesting far deeper than any schema goes. */
const deeplyNested: fc.Arbitrary<unknown> = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
});

/** Any JSON value a client could send for one field, mostly wrong. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom("id", "user_id", "admin", "constructor")), tie("value"), {
      maxKeys: 3,
    }),
    deeplyNested,
  ),
})).value;

/** Bodies that are not JSON, or JSON that is not an object. */
export const NASTY_RAW_BODIES: readonly string[] = [
  "{",
  "}",
  "[1,",
  '{"a":}',
  "{'single': 'quotes'}",
  "NaN",
  "undefined",
  "\u0000",
  "\ud800",
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  "[]",
  "null",
  "0",
  '"string"',
  "true",
  `"${"x".repeat(HUGE)}"`,
  `{"a": ${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
  "x".repeat(HUGE),
];

/**
 * A path segment as it travels on the wire: a hostile string percent-encoded (lone surrogates encoded as the bytes
 * Node would never produce), or raw percent-escapes that decode to nothing valid.
 */
export const hostileSegment: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: hostileString.map(encodeSegment) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "%ZZ",
        "%E0%A4%A",
        "%ED%A0%80",
        "%C0%AF",
        "%FF%FE",
        "%2e%2e",
        "%2F",
        "%00",
        "%25%30%30",
      ),
    },
  )
  .filter((segment) => segment !== "" && segment !== "." && segment !== "..");

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
export function encodeSegment(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      return encodeURIComponent(char);
    })
    .join("");
}
