import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { parseCheckinCompanyPath, parseCodeQuery } from "@core/checkin/checkin-routes";
import { PageStatus, CheckinCompanyPage } from "@/features/checkin";

type Address = { companyId: number | null; code: string | null };

/**
 * /event_checkinable_companies/{id}?code=…: prerendered once as a shell without data at
 * /_shells/event-checkinable-company; netlify.toml rewrites every /event_checkinable_companies/{segment} to it. After
 * mount the page reads the booth id and the code from the address.
 */
export default function CheckinCompanyTemplate({ location }: PageProps) {
  const [address, setAddress] = React.useState<Address | undefined>(undefined);
  React.useEffect(
    () => setAddress({ companyId: parseCheckinCompanyPath(location.pathname), code: parseCodeQuery(location.search) }),
    [location.pathname, location.search],
  );
  if (address === undefined) return <PageStatus />;
  return <CheckinCompanyPage companyId={address.companyId} code={address.code} />;
}

export function Head({ location }: HeadProps) {
  return (
    <SeoHead
      location={location}
      title="出展企業"
      description="合同説明会の出展企業にチェックインします。"
      noindex
      nofollow
    />
  );
}
