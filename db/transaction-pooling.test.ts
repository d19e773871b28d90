import fs from "node:fs";
import path from "node:path";

/**
 * Production reaches Postgres through a transaction-mode pooler (docs/database-pooler.md): consecutive statements
 * outside a transaction may run on different server connections, and a server connection passes to another client
 * after each transaction. Session state therefore leaks to strangers or is lost. This guard reads the code that runs
 * against DATABASE_URL (functions, server, build, scripts, migrations) for the session-level features that break
 * there; the race tests run through PgBouncer in CI (npm run test:postgres-pooler) for the behaviour.
 */
const root = path.resolve(__dirname, "..");
const SCANNED_DIRS = ["db", "server", "functions", "catalogue-source", "plugins", "gatsby", "scripts", "bench"];
const SKIPPED_DIRS = new Set(["node_modules", ".cache", "public", "testing", "results"]);
const isTestCode = (file: string) => /\.test\.tsx?$|\.test\.mts$/.test(file) || file === path.join("db", "testing.ts");

/** How a statement starts inside a query string of the code: sql`…`, sql.raw("…"), .query("…"), .execute("…"). */
const STATEMENT_START = String.raw`(?:sql\x60|sql\.raw\(\s*[\x60'"]|\.(?:query|execute)\(\s*[\x60'"])\s*`;

const SESSION_FEATURES: Array<{ feature: string; pattern: RegExp; instead: string }> = [
  {
    feature: "session-level advisory lock",
    pattern: /pg_(?:try_)?advisory_(?:un)?lock(?:_shared)?\s*\(/i,
    instead: "pg_advisory_xact_lock / pg_try_advisory_xact_lock inside the transaction",
  },
  {
    feature: "LISTEN",
    pattern: new RegExp(STATEMENT_START + String.raw`(?:un)?listen\b`, "i"),
    instead: "polling, or a direct (unpooled) connection",
  },
  {
    feature: "SET / RESET without LOCAL",
    pattern: new RegExp(STATEMENT_START + String.raw`(?:set|reset)\s+(?!local\b|transaction\b|constraints\b)`, "i"),
    instead: "SET LOCAL inside the transaction, or db.transaction's config",
  },
  {
    feature: "set_config(…, false)",
    pattern: /set_config\s*\([^)]*,\s*false\s*\)/i,
    instead: "set_config(…, true) inside the transaction",
  },
  {
    feature: "temporary table",
    pattern: /create\s+(?:global\s+|local\s+)?temp(?:orary)?\s+table/i,
    instead: "a CTE, or a temp table ON COMMIT DROP inside one transaction",
  },
  {
    feature: "named prepared statement (SQL)",
    pattern: new RegExp(STATEMENT_START + String.raw`(?:prepare|deallocate)\s`, "i"),
    instead: "parameters in an unnamed statement",
  },
  {
    feature: "named prepared statement (Drizzle .prepare)",
    pattern: /\.prepare\s*\(\s*[\x60'"]/,
    instead: "the query without .prepare(name)",
  },
  {
    feature: "named prepared statement (pg name:)",
    pattern: /\bname\s*:\s*[\x60'"][^\x60'"]*[\x60'"]\s*,\s*text\s*:/,
    instead: "a query config without name",
  },
  { feature: "cursor WITH HOLD", pattern: /\bwith\s+hold\b/i, instead: "a cursor inside one transaction" },
];

/** A migration's statement starts the file or follows a `;`, past blanks and comments (Drizzle's breakpoint marker). */
const MIGRATION_SESSION_SET =
  /(?:^|;)(?:\s+|--[^\n]*(?:\n|$))*(?:set|reset)\s+(?!local\b|transaction\b|constraints\b)/i;

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(relative);
      } else if (/\.(?:ts|tsx|mts|mjs|js|sql)$/.test(entry.name) && !isTestCode(relative)) {
        files.push(relative);
      }
    }
  };
  for (const dir of SCANNED_DIRS) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files;
}

function findSessionFeatures(text: string, isMigration: boolean): string[] {
  const found = SESSION_FEATURES.filter(({ pattern }) => pattern.test(text)).map(
    ({ feature, instead }) => `${feature} (use ${instead})`,
  );
  if (isMigration && MIGRATION_SESSION_SET.test(text))
    found.push("SET / RESET without LOCAL in a migration (use SET LOCAL: the migrations run in one transaction)");
  return found;
}

describe("code that runs against DATABASE_URL under a transaction-mode pooler", () => {
  it("uses no session-level state", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) =>
      findSessionFeatures(fs.readFileSync(path.join(root, file), "utf8"), file.endsWith(".sql")).map(
        (found) => `${file}: ${found}`,
      ),
    );
    expect(offences).toEqual([]);
  });

  it("the guard recognises each feature and lets the transaction-scoped forms through", () => {
    const offending = [
      "await tx.execute(sql`select pg_advisory_lock(${key})`)",
      "await db.execute(sql`select pg_try_advisory_lock(1, 2)`)",
      "await client.query('LISTEN outbox')",
      "await db.execute(sql`set statement_timeout = 1000`)",
      "await db.execute(sql`SET search_path TO app`)",
      'await db.execute(sql.raw("reset all"))',
      "select set_config('app.user', $1, false)",
      "create temp table picked as select 1",
      "await client.query('PREPARE pick AS select 1')",
      'const q = db.select().from(users).prepare("pick")',
      "await pool.query({ name: 'pick', text: 'select 1' })",
      "declare c cursor with hold for select 1",
    ];
    for (const text of offending) expect([text, findSessionFeatures(text, false).length]).toEqual([text, 1]);
    expect(findSessionFeatures("SET lock_timeout = '1s';--> statement-breakpoint", true)).toHaveLength(1);

    const allowed = [
      "await tx.execute(sql`select pg_advisory_xact_lock(${key})`)",
      "await tx.execute(sql`select pg_try_advisory_xact_lock(1, hashtext(${id})) as locked`)",
      "await tx.execute(sql`set local enable_seqscan = off`)",
      "await db.execute(sql`update chats set student_mailed_at = now()`)",
      "select set_config('app.user', $1, true)",
      "server.listen(0, '127.0.0.1', resolve)",
      "{ isolationLevel: 'repeatable read', accessMode: 'read only' }",
    ];
    for (const text of allowed) expect([text, findSessionFeatures(text, false)]).toEqual([text, []]);
    expect(
      findSessionFeatures(
        'ALTER TABLE "events" ALTER COLUMN "search_text" SET STORAGE EXTERNAL;--> statement-breakpoint',
        true,
      ),
    ).toEqual([]);
    expect(findSessionFeatures('UPDATE "scouts"\nSET "expires_at" = now();', true)).toEqual([]);
    expect(
      findSessionFeatures("select 1;--> statement-breakpoint\n-- why\nSET search_path TO app;", true),
    ).toHaveLength(1);
  });
});
