// Pure text normalisation for free-word search, shared by the seed (which fills events.search_text and
// events.search_bigrams) and the search service (which normalises queries the same way). No dependencies.

const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KATAKANA_TO_HIRAGANA = 0x60;

/** Separates the title, company and description sections of `search_text`; no normalised text contains it. */
export const SEARCH_SECTION_SEPARATOR = "\n";
/** Separates values inside one section (several company names); grams never span it. */
export const SEARCH_VALUE_SEPARATOR = "\u001f";

/** NFKC (full-width → half-width ASCII, half-width kana → full-width), lower case, katakana → hiragana, no whitespace. */
export function normalizeSearchText(text: string): string {
  const folded = text.normalize("NFKC").toLowerCase();
  let result = "";
  for (const char of folded) {
    const code = char.codePointAt(0)!;
    if (/\s/u.test(char)) continue;
    result += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - KATAKANA_TO_HIRAGANA) : char;
  }
  return result;
}

/** The words of a free-word query, normalised; empty words dropped, duplicates removed. */
export function searchTerms(query: string): string[] {
  const words = query
    .normalize("NFKC")
    .split(/\s+/u)
    .map(normalizeSearchText)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** Grams that every text containing `term` must have: its bigrams, or the term itself when it is one character. */
export function termGrams(term: string): string[] {
  const chars = [...term];
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** Every unigram and bigram of each (already normalised) value, deduplicated, in first-seen order. */
export function textGrams(values: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const value of values) {
    const chars = [...value];
    for (let i = 0; i < chars.length; i += 1) {
      grams.add(chars[i]!);
      if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
    }
  }
  return [...grams];
}

export type EventSearchSource = {
  title: string;
  /** host and participating companies' names and readings */
  companyTexts: readonly string[];
  description: string;
};

export type EventSearchFields = { searchText: string; searchBigrams: string[] };

/** `search_text` is "title \n companies \n description" (normalised); `search_bigrams` are the grams of every value. */
export function eventSearchFields(source: EventSearchSource): EventSearchFields {
  const title = normalizeSearchText(source.title);
  const companies = source.companyTexts.map(normalizeSearchText).filter((text) => text.length > 0);
  const description = normalizeSearchText(source.description);
  return {
    searchText: [title, companies.join(SEARCH_VALUE_SEPARATOR), description].join(SEARCH_SECTION_SEPARATOR),
    searchBigrams: textGrams([title, ...companies, description]),
  };
}
