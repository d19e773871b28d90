/*
 * The あいうえお index of a fair's booths (the check-in companies page groups them by the row of their reading).
 * Pure and isomorphic: the pages call it on the API's companies.
 */

/** The gojūon rows in index order, then "その他" for names whose reading starts with anything else. */
export const KANA_ROWS = ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"] as const;
export const OTHER_ROW = "その他";
export type KanaRow = (typeof KANA_ROWS)[number] | typeof OTHER_ROW;

/** Every heading in display order, その他 last. */
export const KANA_ROW_ORDER: readonly KanaRow[] = [...KANA_ROWS, OTHER_ROW];

// Hiragana code point ranges (inclusive) of each row, voiced (が), semi-voiced (ぱ) and small (ぁ っ ゃ ゎ) kana
// included: U+3041 ぁ … U+3096 ゖ.
const ROW_RANGES: ReadonlyArray<readonly [number, number, KanaRow]> = [
  [0x3041, 0x304a, "あ"], // ぁ あ ぃ い ぅ う ぇ え ぉ お
  [0x304b, 0x3054, "か"], // か が … こ ご
  [0x3055, 0x305e, "さ"], // さ ざ … そ ぞ
  [0x305f, 0x3069, "た"], // た だ ち ぢ っ つ づ て で と ど
  [0x306a, 0x306e, "な"], // な に ぬ ね の
  [0x306f, 0x307d, "は"], // は ば ぱ … ほ ぼ ぽ
  [0x307e, 0x3082, "ま"], // ま み む め も
  [0x3083, 0x3088, "や"], // ゃ や ゅ ゆ ょ よ
  [0x3089, 0x308d, "ら"], // ら り る れ ろ
  [0x308e, 0x3093, "わ"], // ゎ わ ゐ ゑ を ん
  [0x3094, 0x3094, "あ"], // ゔ
  [0x3095, 0x3096, "か"], // ゕ ゖ (small ka, ke)
];

const KATAKANA_FIRST = 0x30a1; // ァ
const KATAKANA_LAST = 0x30f6; // ヶ
const KATAKANA_TO_HIRAGANA = 0x60;
const VOICED_WA_FIRST = 0x30f7; // ヷ ヸ ヹ ヺ: voiced ワ ヰ ヱ ヲ (no hiragana of their own)
const VOICED_WA_LAST = 0x30fa;

/**
 * The row of one character: katakana and hiragana alike, half-width katakana too (NFKC), a voiced or semi-voiced
 * kana in its plain kana's row (が → か, ぱ → は, ヴ → あ, ヷ → わ), small kana in theirs (っ → た); anything else (Latin
 * letters, digits, kanji, ー, symbols, an empty string) is その他.
 */
export function kanaRowOfChar(char: string): KanaRow {
  const first = char.normalize("NFKC").codePointAt(0);
  if (first === undefined) return OTHER_ROW;
  if (first >= VOICED_WA_FIRST && first <= VOICED_WA_LAST) return "わ";
  const code = first >= KATAKANA_FIRST && first <= KATAKANA_LAST ? first - KATAKANA_TO_HIRAGANA : first;
  for (const [from, to, row] of ROW_RANGES) if (code >= from && code <= to) return row;
  return OTHER_ROW;
}

export type KanaIndexed = { initial_char: string; name_pronunciation: string };

/**
 * A company's row: from its `initial_char` (the index letter editors set), or, when that is empty, the first
 * character of its `name_pronunciation`. NFKC first, so a half-width ｶﾞ (two code points) reads as ガ.
 */
export function kanaRowOf(company: KanaIndexed): KanaRow {
  const source = company.initial_char.trim() || company.name_pronunciation.trim();
  return kanaRowOfChar(source.normalize("NFKC").slice(0, 1));
}

export type KanaRowGroup<T> = { row: KanaRow; companies: T[] };

/**
 * The companies grouped by row, rows in KANA_ROW_ORDER (その他 last), empty rows left out; inside a row the
 * companies keep their given order (the API's `sort`).
 */
export function groupByKanaRow<T extends KanaIndexed>(companies: readonly T[]): KanaRowGroup<T>[] {
  const byRow = new Map<KanaRow, T[]>();
  for (const company of companies) {
    const row = kanaRowOf(company);
    const list = byRow.get(row);
    if (list) list.push(company);
    else byRow.set(row, [company]);
  }
  return KANA_ROW_ORDER.flatMap((row) => {
    const list = byRow.get(row);
    return list ? [{ row, companies: list }] : [];
  });
}
