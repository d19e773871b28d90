/** First letter of a katakana reading in Latin script (ミライ → M), for sample images drawn without a Japanese font. */
const ROWS: readonly [string, string][] = [
  ["A", "アァ"],
  ["I", "イィ"],
  ["U", "ウゥ"],
  ["E", "エェ"],
  ["O", "オォ"],
  ["K", "カキクケコ"],
  ["G", "ガギグゲゴ"],
  ["S", "サシスセソ"],
  ["J", "ジ"],
  ["Z", "ザズゼゾ"],
  ["C", "チ"],
  ["T", "タツテト"],
  ["D", "ダヂヅデド"],
  ["N", "ナニヌネノン"],
  ["F", "フ"],
  ["H", "ハヒヘホ"],
  ["B", "バビブベボ"],
  ["P", "パピプペポ"],
  ["M", "マミムメモ"],
  ["Y", "ヤユヨャュョ"],
  ["R", "ラリルレロ"],
  ["W", "ワヲ"],
  ["V", "ヴ"],
];

export function latinInitial(reading: string): string {
  const first = [...reading].find((char) => /[\u30a1-\u30fa]/.test(char) || /[A-Za-z]/.test(char));
  if (!first) return "M";
  if (/[A-Za-z]/.test(first)) return first.toUpperCase();
  return ROWS.find(([, kana]) => kana.includes(first))?.[0] ?? "M";
}
