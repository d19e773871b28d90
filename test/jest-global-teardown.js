const { rmSync } = require("node:fs");

module.exports = async () => {
  const dir = process.env.MIRAI_TEST_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  delete process.env.MIRAI_TEST_TEMPLATE_DIR;
};
