import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { termsAgreements, termsVersions } from "../../db/schema";
import { termsTypeValues, type TermsType, type TermsVersionRef } from "../../core/api/terms";
import { ApiError } from "../platform/http/api-error";

export type UnagreedTerms = { type: TermsType; version: string }[];

type Executor = Pick<Db, "execute">;

/**
 * For each terms type, its latest version published up to now (latest by published_at, then id), when the user has
 * no agreement to that very version. Agreeing to an older version does not count for a newer one. One query.
 */
export async function listUnagreedTerms(db: Executor, userId: string): Promise<UnagreedTerms> {
  const result = await db.execute(sql`
    select latest.type, latest.version
    from (
      select distinct on (tv.type) tv.id, tv.type, tv.version
      from terms_versions tv
      where tv.published_at <= now()
      order by tv.type, tv.published_at desc, tv.id desc
    ) latest
    where not exists (select 1 from terms_agreements ta where ta.user_id = ${userId} and ta.terms_version_id = latest.id)`);
  const rows = result.rows as { type: TermsType; version: string }[];
  return rows
    .map((row) => ({ type: row.type, version: row.version }))
    .sort((a, b) => termsTypeValues.indexOf(a.type) - termsTypeValues.indexOf(b.type));
}

/**
 * Stores an agreement (now) to each named version, all or none: every one must name a version published up to now,
 * else 400 naming the first that does not (`unagreed_terms[i]`) and nothing is stored. Repeating an agreement keeps
 * the first one's time. Returns what is still unagreed afterwards.
 */
export async function agreeToTerms(db: Db, userId: string, refs: readonly TermsVersionRef[]): Promise<UnagreedTerms> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: termsVersions.id, type: termsVersions.type, version: termsVersions.version })
      .from(termsVersions)
      .where(
        and(
          lte(termsVersions.publishedAt, sql`now()`),
          or(...refs.map((ref) => and(eq(termsVersions.type, ref.type), eq(termsVersions.version, ref.version)))),
        ),
      );
    const idOf = new Map(found.map((row) => [`${row.type}\u0000${row.version}`, row.id]));
    const ids = refs.map((ref, index) => {
      const id = idOf.get(`${ref.type}\u0000${ref.version}`);
      if (id === undefined) {
        const parameter = `unagreed_terms[${index}]`;
        const message = `Invalid parameter "${parameter}": no published ${ref.type} version "${ref.version}"`;
        throw new ApiError(400, "invalid_parameter", message, { issues: [{ parameter, message }] });
      }
      return id;
    });
    const uniqueIds = [...new Set(ids)];
    await tx
      .insert(termsAgreements)
      .values(uniqueIds.map((termsVersionId) => ({ userId, termsVersionId, agreedAt: new Date() })))
      .onConflictDoNothing();
    return listUnagreedTerms(tx, userId);
  });
}

/**
 * Records agreement (now) to the latest published version of every terms type, inside the caller's transaction:
 * signing up is agreeing (the sign-up button reads 「同意して登録する」 under links to the terms).
 */
export async function agreeToLatestTerms(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into terms_agreements (user_id, terms_version_id, agreed_at)
    select ${userId}, latest.id, now()
    from (
      select distinct on (tv.type) tv.id
      from terms_versions tv
      where tv.published_at <= now()
      order by tv.type, tv.published_at desc, tv.id desc
    ) latest
    on conflict do nothing`);
}
