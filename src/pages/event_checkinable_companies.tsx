import type { HeadFC, PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { CHECKIN_COMPANIES_PATH, parseEventIdQuery } from "@core/checkin/checkin-routes";
import { PageStatus, CheckinCompaniesPage } from "@/features/checkin";

/**
 * /event_checkinable_companies?event_id={id}: a fair's booths, rendered in the browser (the fair comes from the
 * query, which the prerendered HTML cannot know; per-student ✓: noindex).
 */
export default function EventCheckinableCompaniesPage({ location }: PageProps) {
  const [eventId, setEventId] = React.useState<number | null | undefined>(undefined);
  React.useEffect(() => setEventId(parseEventIdQuery(location.search)), [location.search]);
  return eventId === undefined ? <PageStatus /> : <CheckinCompaniesPage eventId={eventId} />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="出展企業一覧"
    description="合同説明会の出展企業とチェックインの状況です。"
    path={CHECKIN_COMPANIES_PATH}
    noindex
    nofollow
  />
);
