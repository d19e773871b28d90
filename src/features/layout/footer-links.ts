/** Spec §2 Layouts: the footer's links, in this order. */
export interface FooterLink {
  label: string;
  to: string;
}

export const footerLinks: readonly FooterLink[] = [
  // No operating-company page exists: the operator's details are a section of the terms page.
  { label: "運営会社", to: "/infos/terms#operator" },
  { label: "利用規約", to: "/infos/terms" },
  { label: "会員登録時の個人情報の取り扱い", to: "/infos/signup_privacy_policy" },
  { label: "プライバシーポリシー", to: "/infos/privacy" },
  { label: "電気通信事業法に基づく公表事項", to: "/infos/external_data_processors" },
  // Issue 20: the accessibility statement (JIS X 8341-3:2016) is linked from every page.
  { label: "ウェブアクセシビリティ方針", to: "/infos/accessibility" },
];
