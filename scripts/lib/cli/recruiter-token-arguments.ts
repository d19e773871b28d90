export const RECRUITER_TOKEN_USAGE =
  'Usage: npm run recruiter:token -- --company <company_id> [--label "..."] | --list --company <company_id> | --revoke <token_id>';

/** The label of a token issued without --label. */
export const DEFAULT_RECRUITER_TOKEN_LABEL = "recruiter API";

export type RecruiterTokenCommand =
  | { kind: "create"; companyId: number; label: string }
  | { kind: "list"; companyId: number }
  | { kind: "revoke"; tokenId: number };

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

/** The arguments of `npm run recruiter:token` (scripts/recruiter-token.ts); null when they are not one of its usages. */
export function parseRecruiterTokenArguments(args: readonly string[]): RecruiterTokenCommand | null {
  const rest = args.filter((arg) => arg !== "--");
  const options = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i]!;
    if (!["--company", "--label", "--list", "--revoke"].includes(flag) || options.has(flag)) return null;
    if (flag === "--list") {
      options.set(flag, true);
      continue;
    }
    const value = rest[i + 1];
    if (value === undefined || value.startsWith("--")) return null;
    options.set(flag, value);
    i += 1;
  }
  const company = options.get("--company");
  const label = options.get("--label");
  const revoke = options.get("--revoke");
  if (typeof revoke === "string")
    return options.size === 1 && isId(revoke) ? { kind: "revoke", tokenId: Number(revoke) } : null;
  if (typeof company !== "string" || !isId(company)) return null;
  if (options.has("--list")) return options.size === 2 ? { kind: "list", companyId: Number(company) } : null;
  const trimmed = typeof label === "string" ? label.trim() : DEFAULT_RECRUITER_TOKEN_LABEL;
  return trimmed ? { kind: "create", companyId: Number(company), label: trimmed } : null;
}
