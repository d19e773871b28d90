import pg from "pg";

/** Rows from the database of the site under test (`npm run test:e2e` sets DATABASE_URL for the specs). */
export async function query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  if (!process.env.DATABASE_URL)
    throw new Error("DATABASE_URL of the served site is needed: run through `npm run test:e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * Forgets the sign-in and sign-up tries recorded by the API's rate limit (10 per address, per IP and per e-mail in
 * 10 minutes). Every browser of the suite comes from the same address and the demo student signs in again and again,
 * more often than one person could in 10 minutes once the suite runs fast; call this before a sign-in or sign-up.
 * The limit itself is tested in server/auth/rate-limit.test.ts and server/auth/authentication-routes.test.ts.
 */
export async function forgetSignInTries(): Promise<void> {
  await query("delete from auth_rate_limit_hits where bucket like 'sign\\_in\\_%' or bucket like 'sign\\_up:%'");
}

/** The first row of `sql`; no row is an error naming the statement. */
export async function one<Row>(sql: string): Promise<Row> {
  const [row] = await query<Row>(sql);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}
