import fs from "node:fs";
import path from "node:path";
import { findPostgresTestFiles } from "./postgres-test-files";

describe("findPostgresTestFiles", () => {
  const root = path.resolve(__dirname, "../../..");
  const files = findPostgresTestFiles(root);

  it("finds every *.postgres.test.ts and the PGlite suites that also run on TEST_POSTGRES_URL", () => {
    const named = fs
      .readdirSync(path.join(root, "server"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".postgres.test.ts"))
      .map((file) => path.join("server", file));
    expect(named.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(named));
    expect(files).toEqual(
      expect.arrayContaining([
        path.join("server/entries/early-refusal.test.ts"),
        path.join("server/entries/entry-concurrency.test.ts"),
      ]),
    );
  });

  it("leaves out the tests that never touch a real server", () => {
    expect(files).not.toContain(path.join("scripts/lib/ci/postgres-test-files.test.ts"));
    expect(files).not.toContain(path.join("server/entries/entry-routes.test.ts"));
  });
});
