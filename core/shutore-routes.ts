/** /shutore (シュトレ, 就活トレーニング): editorial job-hunting articles at any depth below /shutore. */
export const SHUTORE_PATH = "/shutore";
export const SHUTORE_TITLE = "シュトレ｜就活ノウハウ記事";

const segment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "es/self-pr/examples": one or more lowercase segments, no empty segment, no leading or trailing slash. */
export function isShutoreSlugPath(slugPath: string): boolean {
  const segments = slugPath.split("/");
  return segments.length > 0 && segments.every((part) => segment.test(part));
}

export function shutorePath(slugPath: string): string {
  return `${SHUTORE_PATH}/${slugPath}`;
}

/** Headings of the first slug segment; a segment without one is shown as written. */
const categoryLabels: Readonly<Record<string, string>> = {
  es: "ES・自己PR",
  interview: "面接・グループディスカッション",
  industry: "業界研究",
  schedule: "就活スケジュール",
};

export type ShutoreCategory = { key: string; label: string; path: string };

export function shutoreCategoryOf(slugPath: string): ShutoreCategory {
  const key = slugPath.split("/")[0] ?? slugPath;
  return { key, label: categoryLabels[key] ?? key, path: shutorePath(key) };
}
