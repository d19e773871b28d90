/** Product identity: the display name follows the `renewal_oc_web_logo` flag (DESIGN.md "Product identity"). */
export const RENEWED_DISPLAY_NAME = "ミライキャリア";
export const LEGACY_DISPLAY_NAME = "ミライ就活";
export const SITE_TAGLINE = "大学生のための新卒就活・インターンシップ情報サイト";

export function displayName(renewed: boolean): string {
  return renewed ? RENEWED_DISPLAY_NAME : LEGACY_DISPLAY_NAME;
}

/** `{page title} | {display name}`; without a page title (home page): `{display name} | {tagline}`. */
export function pageTitle(title: string | undefined, renewed = true): string {
  const name = displayName(renewed);
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${name}` : `${name} | ${SITE_TAGLINE}`;
}
