import * as React from "react";
import { OFFERINGS, OFFERING_LABELS, type Offering } from "../../domain/offerings/offering-links";
import { trackOcEngineerExternalLinkClick, trackOcPlusExternalLinkClick, trackRecruiterExternalLinkClick } from "../../lib/analytics";
import { OFFERING_URLS } from "../../lib/site/offering-links";

type Placement = "header" | "footer";

const trackClick: Readonly<Record<Offering, (payload: { placement: Placement }) => void>> = {
  recruiter: trackRecruiterExternalLinkClick,
  oc_engineer: trackOcEngineerExternalLinkClick,
  oc_plus: trackOcPlusExternalLinkClick,
};

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
          <a href={OFFERING_URLS[offering]} target="_blank" rel="noopener" className={linkClassName} onClick={() => trackClick[offering]({ placement })}>
            {OFFERING_LABELS[offering]}
            <span className="visually-hidden">（新しいタブで開きます）</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
