/** Header navigation. Only pages that exist are listed; later issues add companies, videos… here. */
export interface SiteNavItem {
  label: string;
  to: string;
}

export const siteNavItems: readonly SiteNavItem[] = [
  { label: "トップ", to: "/" },
  { label: "本選考", to: "/events/selection" },
  { label: "インターンシップ", to: "/events/internship" },
  { label: "説明会・セミナー", to: "/events/seminar" },
  { label: "合同説明会", to: "/events/gosetsu" },
];
