/**
 * npm run recruiter:token -- --company <company_id> [--label "..."]   issues a recruiter API token (printed once)
 * npm run recruiter:token -- --list --company <company_id>            the company's tokens (never the tokens themselves)
 * npm run recruiter:token -- --revoke <token_id>                      revokes a token from now on
 * Reads the local database (DATABASE_URL, the running local server, or .data/pglite). Only the token's SHA-256 is
 * stored: copy the printed token now, it cannot be shown again (revoke it and issue another if it is lost).
 */
import "./lib/runtime/check-node";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/schema";
import { createRecruiterToken, listRecruiterTokens, revokeRecruiterToken } from "../server/recruiters/recruiter-tokens";
import {
  parseRecruiterTokenArguments,
  RECRUITER_TOKEN_USAGE,
  type RecruiterTokenCommand,
} from "./lib/cli/recruiter-token-arguments";
import { runOnLocalDatabase } from "./lib/database/run-on-local-database";

async function companyName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return row?.name;
}

async function run(db: Db, command: RecruiterTokenCommand): Promise<number> {
  if (command.kind === "revoke") {
    if (await revokeRecruiterToken(db, command.tokenId)) {
      console.info(`Revoked recruiter token ${command.tokenId}.`);
      return 0;
    }
    console.error(`No unrevoked recruiter token has id ${command.tokenId}.`);
    return 1;
  }
  const name = await companyName(db, command.companyId);
  if (name === undefined) {
    console.error(`No company has id ${command.companyId}.`);
    return 1;
  }
  if (command.kind === "list") {
    const tokens = await listRecruiterTokens(db, command.companyId);
    console.info(`${name} (company ${command.companyId}): ${tokens.length} recruiter token(s)`);
    for (const token of tokens) {
      const state = token.revokedAt ? `revoked ${token.revokedAt.toISOString()}` : "active";
      const used = token.lastUsedAt ? `last used ${token.lastUsedAt.toISOString()}` : "never used";
      console.info(`  ${token.id}\t${token.label}\tcreated ${token.createdAt.toISOString()}\t${used}\t${state}`);
    }
    return 0;
  }
  const { id, token } = await createRecruiterToken(db, command.companyId, command.label);
  console.info(`company: ${name} (${command.companyId})`);
  console.info(`id:      ${id}`);
  console.info(`label:   ${command.label}`);
  console.info(`token:   ${token}`);
  console.info("Copy the token now: only its hash is stored, it cannot be shown again.");
  return 0;
}

const command = parseRecruiterTokenArguments(process.argv.slice(2));
if (!command) {
  console.error(RECRUITER_TOKEN_USAGE);
  process.exitCode = 2;
} else {
  runOnLocalDatabase(
    async (db) => {
      process.exitCode = await run(db, command);
    },
    { migrate: false, max: 1 },
  );
}
