/** Header navigation. Only pages that exist are listed; the logo links to the top page. */
export interface SiteNavItem {
  label: string;
  to: string;
}

export const siteNavItems: readonly SiteNavItem[] = [
  { label: "本選考", to: "/events/selection" },
  { label: "インターン", to: "/events/internship" },
  { label: "説明会", to: "/events/seminar" },
  { label: "合同説明会", to: "/events/gosetsu" },
  { label: "企業", to: "/companies" },
  { label: "クチコミ", to: "/reviews" },
  { label: "動画", to: "/videos" },
  { label: "シュトレ", to: "/shutore" },
];
