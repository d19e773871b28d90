// Jest transformer: swc (@swc/jest), kept out of a root babel/swc config so that Gatsby's own build is not affected.
// It does what babel-preset-gatsby + @babel/preset-typescript did for the tests (docs/decisions/jest-transform.md):
// TypeScript stripped, JSX with the classic runtime (React.createElement, as Gatsby builds the site), class fields
// assigned rather than defined (Babel's loose class properties), import/export and import() as CommonJS require,
// nothing else down-levelled (Node 24 runs ES2023), and jest.mock() calls hoisted above the imports.
const { createTransformer } = require("@swc/jest");

/** @param {import("@swc/core").ParserConfig} parser */
function transformerFor(parser) {
  return createTransformer({
    jsc: {
      parser,
      target: "es2023",
      transform: {
        react: { runtime: "classic", pragma: "React.createElement", pragmaFrag: "React.Fragment", development: false },
        useDefineForClassFields: false,
      },
    },
    module: { type: "commonjs" },
    sourceMaps: "inline",
  });
}

const typescript = transformerFor({ syntax: "typescript", tsx: false });
const tsx = transformerFor({ syntax: "typescript", tsx: true });
// Gatsby's own ESM files (gatsby, gatsby-link, gatsby-script; see transformIgnorePatterns), some with JSX.
const javascript = transformerFor({ syntax: "ecmascript", jsx: true });

/** @param {string} filename */
function pick(filename) {
  if (/\.tsx$/.test(filename)) return tsx;
  if (/\.m?ts$/.test(filename)) return typescript;
  return javascript;
}

module.exports = {
  process: (src, filename, options) => pick(filename).process(src, filename, options),
  getCacheKey: (src, filename, ...rest) => pick(filename).getCacheKey(src, filename, ...rest),
};
