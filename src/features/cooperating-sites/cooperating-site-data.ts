/** The shape of the CooperatingSiteFields GraphQL fragment (spec §3 Cooperating site). */
export type CooperatingSiteData = {
  db_id: number;
  name: string;
  partner: string;
  square_logo_url: string | null;
  description: string;
  service_category: string;
  short_graduate_years: readonly string[];
  external_links: ReadonlyArray<{ label: string; url: string }>;
};
