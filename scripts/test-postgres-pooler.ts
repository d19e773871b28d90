/**
 * `npm run test:postgres-pooler`: the race tests (scripts/lib/ci/postgres-test-files.ts) once more, with every connection
 * through the transaction-mode pooler TEST_POSTGRES_POOLER_URL names (.ci/run starts PgBouncer in front of the test
 * Postgres: scripts/ci/start-test-pgbouncer.sh), as production reaches Postgres (docs/database-pooler.md): the
 * throwaway databases are created, migrated, raced on and dropped through it. Skipped when it is unset. Arguments go
 * to Jest.
 */
import "./lib/runtime/check-node";
import path from "node:path";
import { findPostgresTestFiles } from "./lib/ci/postgres-test-files";
import { runCommand } from "./lib/runtime/run-command";

async function main() {
  const poolerUrl = process.env.TEST_POSTGRES_POOLER_URL?.trim();
  if (!poolerUrl) {
    console.info(
      "TEST_POSTGRES_POOLER_URL is not set: the race tests through a pooler are skipped (docs/database-pooler.md)",
    );
    return;
  }
  const projectRoot = process.cwd();
  const files = findPostgresTestFiles(projectRoot);
  console.info(`${files.length} race test files through the pooler ${new URL(poolerUrl).host}`);
  const jest = path.join(projectRoot, "node_modules/jest/bin/jest.js");
  const args = [
    "--experimental-vm-modules",
    jest,
    "--selectProjects",
    "node",
    ...process.argv.slice(2),
    "--runTestsByPath",
    ...files,
  ];
  await runCommand(process.execPath, args, { ...process.env, TEST_POSTGRES_URL: poolerUrl }).done;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
