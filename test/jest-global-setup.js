// Once per Jest run, before any worker starts (workers inherit the environment): a fresh directory for the database
// dumps the suites share within this run (server/testing/seeded-database.ts). jest-global-teardown.js removes it.
const { mkdtempSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");

module.exports = async () => {
  process.env.MIRAI_TEST_TEMPLATE_DIR = mkdtempSync(path.join(os.tmpdir(), "mirai-jest-templates-"));
};
