/**
 * Our other offerings the site links to from its header and footer: the recruiter site, the engineer offering
 * (OC engineer) and the career-change offering (OC plus). Each destination is a public build variable; unset, it is
 * the offering's address on our own domain family.
 */
export const OFFERINGS = ["recruiter", "oc_engineer", "oc_plus"] as const;
export type Offering = (typeof OFFERINGS)[number];

export const OFFERING_LABELS: Readonly<Record<Offering, string>> = {
  recruiter: "採用担当者の方へ",
  oc_engineer: "エンジニア就活",
  oc_plus: "転職・キャリア",
};

export const OFFERING_URL_VARIABLES = {
  recruiter: "GATSBY_RECRUITER_SITE_URL",
  oc_engineer: "GATSBY_OC_ENGINEER_URL",
  oc_plus: "GATSBY_OC_PLUS_URL",
} as const satisfies Record<Offering, string>;

export const DEFAULT_OFFERING_URLS: Readonly<Record<Offering, string>> = {
  recruiter: "https://recruit.mirai-career.jp/",
  oc_engineer: "https://engineer.mirai-career.jp/",
  oc_plus: "https://plus.mirai-career.jp/",
};
