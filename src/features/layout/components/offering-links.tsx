import * as React from "react";
import { OFFERINGS, OFFERING_LABELS, type Offering } from "@core/offerings/offering-links";
import { OFFERING_URLS } from "@/lib/site/offering-links";

type Placement = "header" | "footer";

const trackerOf = {
  recruiter: "trackRecruiterExternalLinkClick",
  oc_engineer: "trackOcEngineerExternalLinkClick",
  oc_plus: "trackOcPlusExternalLinkClick",
} as const satisfies Record<Offering, string>;

/**
 * The analytics module is loaded on the click, not with the header and footer that every page ships: the link opens a
 * new tab, so this page is still there to push the event.
 */
function trackClick(offering: Offering, placement: Placement): void {
  void import("@/lib/analytics").then((analytics) => analytics[trackerOf[offering]]({ placement }));
}

export interface OfferingLinksProps {
  placement: Placement;
  listClassName?: string;
  linkClassName?: string;
}

/** The list of links to our other offerings (recruiter site, OC engineer, OC plus); each opens in a new tab. */
export function OfferingLinks({ placement, listClassName, linkClassName }: OfferingLinksProps) {
  return (
    <ul className={listClassName}>
      {OFFERINGS.map((offering) => (
        <li key={offering}>
          <a
            href={OFFERING_URLS[offering]}
            target="_blank"
            rel="noopener"
            className={linkClassName}
            onClick={() => trackClick(offering, placement)}
          >
            {OFFERING_LABELS[offering]}
            <span className="visually-hidden">（新しいタブで開きます）</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
