import { z } from "zod";
import { DEFAULT_OFFERING_URLS, OFFERING_URL_VARIABLES } from "./offering-links";

/** An https address; unset or empty means the default. */
const offeringUrl = (fallback: string) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^https$/, hostname: z.regexes.domain }).default(fallback),
  );

/**
 * The offerings' destinations (GATSBY_RECRUITER_SITE_URL, GATSBY_OC_ENGINEER_URL, GATSBY_OC_PLUS_URL), checked when the
 * build starts (gatsby/on-pre-bootstrap.ts) so a typo or a non-https address fails the build instead of shipping.
 */
export const offeringLinksEnvSchema = z.object({
  [OFFERING_URL_VARIABLES.recruiter]: offeringUrl(DEFAULT_OFFERING_URLS.recruiter),
  [OFFERING_URL_VARIABLES.oc_engineer]: offeringUrl(DEFAULT_OFFERING_URLS.oc_engineer),
  [OFFERING_URL_VARIABLES.oc_plus]: offeringUrl(DEFAULT_OFFERING_URLS.oc_plus),
});
export type OfferingLinksEnv = z.infer<typeof offeringLinksEnvSchema>;
