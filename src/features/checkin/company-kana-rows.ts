import type { CheckinCompany } from "../../domain/api/event-detail";

/*
 * A local stand-in: src/domain/checkin/kana-rows.ts (another change) is to be the shared helper; at merge this file
 * should give way to it. Groups the fair's companies by the kana row (あ行…わ行) of their `initial_char`, keeping
 * the order they came in (the page asks for sort=name_pronunciation); anything else (英数字, kanji) goes to その他.
 */
export const KANA_ROWS = ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"] as const;
export type KanaRow = (typeof KANA_ROWS)[number] | "その他";

const ROW_MEMBERS: Record<(typeof KANA_ROWS)[number], string> = {
  あ: "あいうえおぁぃぅぇぉゔ",
  か: "かきくけこがぎぐげご",
  さ: "さしすせそざじずぜぞ",
  た: "たちつてとだぢづでどっ",
  な: "なにぬねの",
  は: "はひふへほばびぶべぼぱぴぷぺぽ",
  ま: "まみむめも",
  や: "やゆよゃゅょ",
  ら: "らりるれろ",
  わ: "わをんゎ",
};

const ROW_OF = new Map<string, KanaRow>(KANA_ROWS.flatMap((row) => [...ROW_MEMBERS[row]].map((kana) => [kana, row] as const)));

/** The row of one initial: katakana (full width) counts as its hiragana. */
export function kanaRowOf(initial: string): KanaRow {
  const first = initial.normalize("NFKC").charAt(0);
  const code = first.charCodeAt(0);
  const hiragana = code >= 0x30a1 && code <= 0x30f6 ? String.fromCharCode(code - 0x60) : first;
  return ROW_OF.get(hiragana) ?? "その他";
}

export type CompanyRowGroup = { row: KanaRow; heading: string; companies: CheckinCompany[] };

/** Non-empty groups in あ…わ order, その他 last; each row keeps the companies' given order. */
export function groupCompaniesByKanaRow(companies: readonly CheckinCompany[]): CompanyRowGroup[] {
  const groups = new Map<KanaRow, CheckinCompany[]>();
  for (const company of companies) {
    const row = kanaRowOf(company.initial_char || company.name_pronunciation);
    groups.set(row, [...(groups.get(row) ?? []), company]);
  }
  return [...KANA_ROWS, "その他" as const]
    .filter((row) => groups.has(row))
    .map((row) => ({ row, heading: row === "その他" ? "その他" : `${row}行`, companies: groups.get(row)! }));
}
