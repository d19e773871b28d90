import { DEVELOPMENT_CHECKIN_SECRET } from "../../server/checkin/checkin-env";
import { DEVELOPMENT_PREVIEW_SECRET } from "../../server/previews/preview-env";
import { DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET } from "../../server/recruiters/student-pseudonym";

/*
 * What counts as a secret for the scan (scripts/ci/secret-scan.ts, docs/security-headers.md): the values of the
 * server's secret variables as this process has them, the development fallbacks the server uses when they are unset,
 * and shapes that are secrets wherever they appear.
 */

/** Server variables holding secrets (server/**\/*-env.ts, db/env.ts) and any other name that says it is one. */
const SECRET_NAME =
  /(?:SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|AUTH_TOKEN|ACCESS_TOKEN|_TOKEN$|DATABASE_URL|POSTGRES_URL|SMTP_URL)/;
/** Public by design: Gatsby inlines GATSBY_* into the browser bundle (they are checked on their own below). */
const PUBLIC_PREFIX = /^GATSBY_/;
/** Shorter values would match by accident (a flag, a port). */
const MIN_SECRET_LENGTH = 8;

export const DEVELOPMENT_SECRETS: Record<string, string> = {
  DEVELOPMENT_PREVIEW_SECRET,
  DEVELOPMENT_CHECKIN_SECRET,
  DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET,
};

/** Shapes that are secrets whatever variable they came from. */
export const SECRET_PATTERNS: { name: string; pattern: RegExp }[] = [
  {
    name: "database URL with a password",
    pattern: /\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis):\/\/[^\s:/@"'`]+:[^\s@/"'`]+@/,
  },
  { name: "private key", pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
  { name: "JSON Web Token", pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/ },
  { name: "recruiter API token", pattern: /\bmrt_[A-Za-z0-9_-]{43}\b/ },
  { name: "Sentry auth token", pattern: /\bsntr[ysu]_[A-Za-z0-9+/=_-]{30,}/ },
  { name: "Netlify personal access token", pattern: /\bnfp_[A-Za-z0-9]{30,}/ },
  { name: "GitHub token", pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}/ },
  { name: "AWS access key id", pattern: /\bAKIA[0-9A-Z]{16}\b/ },
  { name: "Slack token", pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
];

/** Name → value of every secret this process knows: its secret variables and the development fallbacks. */
export function secretValues(env: Record<string, string | undefined>): Map<string, string> {
  const secrets = new Map<string, string>(Object.entries(DEVELOPMENT_SECRETS));
  for (const [name, value] of Object.entries(env)) {
    if (
      PUBLIC_PREFIX.test(name) ||
      !SECRET_NAME.test(name) ||
      value === undefined ||
      value.trim().length < MIN_SECRET_LENGTH
    )
      continue;
    secrets.set(name, value.trim());
  }
  return secrets;
}

/** A GATSBY_* variable name that says it holds a secret (a public client token, e.g. Datadog's, is not one). */
export const SECRET_LOOKING_PUBLIC_NAME =
  /^GATSBY_.*(?:SECRET|PASSWORD|PRIVATE_KEY|DATABASE_URL|POSTGRES_URL|AUTH_TOKEN|API_KEY)/;
