import pg from "pg";

/** Rows from the database of the site under test (`npm run test:e2e` sets DATABASE_URL for the specs). */
export async function query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL of the served site is needed: run through `npm run test:e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The first row of `sql`; no row is an error naming the statement. */
export async function one<Row>(sql: string): Promise<Row> {
  const [row] = await query<Row>(sql);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}
