/** Two projects: browser code (jsdom) and everything that runs on Node (plugin, server, db, scripts). */
const shared = {
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest.preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "mts", "js", "mjs", "jsx", "json"],
  moduleNameMapper: {
    "\\.(css)$": "<rootDir>/test/style-mock.js",
    "^@core/(.*)$": "<rootDir>/core/$1",
    "^@/(.*)$": "<rootDir>/src/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  // A build with deferred pages leaves Gatsby's engines (with package.json files) in .cache: out of the module map.
  modulePathIgnorePatterns: ["<rootDir>/\\.cache/", "<rootDir>/public/"],
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
};
module.exports = {
  // A directory per run for the database dumps the suites share (server/testing/seeded-database.ts).
  globalSetup: "<rootDir>/test/jest-global-setup.js",
  globalTeardown: "<rootDir>/test/jest-global-teardown.js",
  projects: [
    {
      ...shared,
      displayName: "dom",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/src/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/test/setup-dom.ts"],
    },
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.mts"],
    },
  ],
};
