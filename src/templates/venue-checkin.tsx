import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { parseCodeQuery, parseVenueCheckinPath } from "@core/checkin/checkin-routes";
import { PageStatus, VenueCheckinPage } from "@/features/checkin";

type Address = { eventId: number | null; code: string | null };

/**
 * /event_in/attend/events/{event_id}?code=…: prerendered once as a shell without data at /_shells/event-in-attend;
 * netlify.toml rewrites every /event_in/attend/events/{segment} to it. After mount the page reads the event id and
 * the code from the address (the server render and hydration show the loading status, so they always match).
 */
export default function VenueCheckinTemplate({ location }: PageProps) {
  const [address, setAddress] = React.useState<Address | undefined>(undefined);
  React.useEffect(
    () => setAddress({ eventId: parseVenueCheckinPath(location.pathname), code: parseCodeQuery(location.search) }),
    [location.pathname, location.search],
  );
  if (address === undefined) return <PageStatus />;
  return <VenueCheckinPage eventId={address.eventId} code={address.code} />;
}

export function Head({ location }: HeadProps) {
  // The code is not part of the canonical path.
  return (
    <SeoHead
      location={location}
      title="イベント受付"
      description="会場のQRコードからイベントの受付をします。"
      noindex
      nofollow
    />
  );
}
