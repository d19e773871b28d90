import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { ErrorScreen, errorViewModel } from "@/components/error";
import { SeoHead } from "@/components/seo";
import { useSiteUrl } from "@/components/seo/use-site-url";
import { parseEntryPagePath, type EntryPageRoute } from "@core/entries/entry-routes";
import { useCurrentUser } from "@/features/auth";
import { entryIdFromHistoryState, EntryCompletePage, PageStatus } from "@/features/entries";
import { RecommendedEventsSection } from "@/features/events";

/**
 * /events/{category}/{event_id}/entry_complete: prerendered once as a shell at /_shells/entry-complete, served by
 * the /events/* page function. Which entry: the id the confirm page put in history state, else the student's latest
 * entry of the event (never the URL's query).
 */
export default function EntryCompleteTemplate({ location }: PageProps) {
  const siteUrl = useSiteUrl();
  const user = useCurrentUser();
  const [route, setRoute] = React.useState<EntryPageRoute | null | undefined>(undefined);
  React.useEffect(() => setRoute(parseEntryPagePath(location.pathname)), [location.pathname]);
  if (route === undefined) return <PageStatus />;
  if (route === null || route.kind !== "complete")
    return <ErrorScreen error={errorViewModel(404, `Page Not Found: ${location.pathname}`)} />;
  return (
    <EntryCompletePage
      route={route}
      entryId={entryIdFromHistoryState(location.state)}
      siteUrl={siteUrl}
      renderAfter={(event) => (
        <RecommendedEventsSection
          eventId={event.id}
          companyIds={[
            ...new Set(
              [event.host_company?.id, ...event.companies.map((company) => company.id)].filter(
                (id): id is number => id !== undefined,
              ),
            ),
          ]}
          category={event.category}
          graduateYear={user.status === "signed_in" ? user.user.graduate_year_number : null}
        />
      )}
    />
  );
}

export function Head({ location }: HeadProps) {
  return (
    <SeoHead
      location={location}
      title="エントリー完了"
      description="イベントの日程へのエントリーが完了しました。"
      noindex
      nofollow
    />
  );
}
