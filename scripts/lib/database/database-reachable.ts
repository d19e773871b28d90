import pg from "pg";

/** The URL as it may be printed: host, port and database, never the user's password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

/**
 * Connects once and runs `select 1`, so a build against a database it cannot reach stops before it touches
 * `public/`, with a message that says which database and why (the password never printed).
 */
export async function assertDatabaseReachable(url: string, options: { timeoutMs?: number } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.timeoutMs ?? 5000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new Error(
      `データベースに接続できないためビルドを中止しました (${describeDatabaseUrl(url)}: ${reason})。public/ は前回のビルドのままです。`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
