import { DEFAULT_OFFERING_URLS, type Offering } from "@core/offerings/offering-links";

/**
 * Where the links to our other offerings go, from the public build variables (inlined into the browser bundle, so
 * each is named in full; validated when the build starts). Read in this one place.
 */
export const OFFERING_URLS: Readonly<Record<Offering, string>> = {
  recruiter: process.env.GATSBY_RECRUITER_SITE_URL || DEFAULT_OFFERING_URLS.recruiter,
  oc_engineer: process.env.GATSBY_OC_ENGINEER_URL || DEFAULT_OFFERING_URLS.oc_engineer,
  oc_plus: process.env.GATSBY_OC_PLUS_URL || DEFAULT_OFFERING_URLS.oc_plus,
};
