import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { relativeImportsStayHome } from "./lint/relative-imports-stay-home.mjs";
import { serverAreasImportDownward } from "./lint/server-areas-import-downward.mjs";

/** What server/, gatsby/, db/, scripts/ and bench/ may not import (docs/architecture.md); server/platform adds its own rule. */
const serverLayerPatterns = [
  {
    group: ["**/src", "**/src/**"],
    message:
      "Nothing outside src/ imports the browser app: what the server, the build and the browser share lives in core/ (docs/architecture.md).",
  },
  { group: ["**/plugins/**"], message: "The source plugin is a thin shell: import catalogue-source/ instead." },
  { group: ["**/catalogue-source/**"], message: 'Import catalogue-source through its index ("…/catalogue-source").' },
];

/** What the browser app (src/) may not import: the server side, zod at run time, the shared core by relative path. */
const browserPatterns = [
  {
    group: ["**/db", "**/db/**", "**/server", "**/server/**"],
    message: "src/ never imports db/ or server/ (DESIGN.md).",
  },
  {
    group: ["@core/api/*", "@core/**/*-schema"],
    message: "Schemas are zod: import their types only.",
    allowTypeImports: true,
  },
  { group: ["../**/core", "../**/core/**"], message: "src/ imports the shared core as @core/… (tsconfig.json paths)." },
];

/** A feature's files other than its index (docs/architecture.md: a feature's index.ts is its public face). */
const featureInternals = {
  regex: "^(@|\\./src)/features/[^/]+/.",
  message:
    "Import a feature through its index (@/features/<name>), never its files: add what you need to its index.ts.",
};

/**
 * The import rule of code that ends up in the browser: zod for types only (≈50 KB gzipped otherwise), and `patterns`
 * of what else the folder may not import.
 */
function browserCodeRules(patterns) {
  return {
    "no-restricted-imports": "off",
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: [
          { name: "zod", message: "No zod in browser code (bundle size); use types only.", allowTypeImports: true },
        ],
        patterns,
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      "src/gatsby-types.d.ts",
      "public/",
      ".cache/",
      ".data/",
      ".netlify/",
      "db/migrations/",
      "bench/results/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      // The functions' bundles leave zod's translations out (scripts/lib/functions/bundle-functions.ts).
      "no-restricted-properties": [
        "error",
        {
          object: "z",
          property: "locales",
          message: "zod's locales are not bundled into functions: write the message.",
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { module: "writable", require: "readonly", __dirname: "readonly", process: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: {
      sourceType: "module",
      globals: {
        console: "readonly",
        process: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        performance: "readonly",
      },
    },
  },
  {
    // Layers (docs/architecture.md): the server, the build and the database code never reach into browser features,
    // the source plugin's files or catalogue-source's internals (only its index).
    files: ["server/**/*.{ts,mts}", "gatsby/**/*.ts", "db/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts"],
    // Benches measure the browser app's own modules, and tests (test/event-card-equivalence.test.ts…) feed the
    // browser's and the server's code the same rows: both may read src/.
    ignores: ["bench/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: serverLayerPatterns,
        },
      ],
    },
  },
  // The platform (server/platform/: HTTP, error monitoring, transactions and row helpers, mail) knows requests,
  // answers, errors and rows, never a product area: what it needs of one comes in as an argument (auth strategies:
  // serveRoutes options, handed over by each function entry). One block per depth, as the patterns are relative.
  ...[1, 2].map((depth) => ({
    files: [`server/platform/${"*/".repeat(depth)}*.ts`],
    ignores: ["server/platform/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...serverLayerPatterns,
            {
              regex: `^${"\\.\\./".repeat(depth + 1)}(?!\\.\\./)`,
              message:
                "server/platform imports no product area: take what it needs as an argument (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  })),
  {
    // A function is an entry file: it hands the request to server/, which owns the database (functions → server → db).
    files: ["functions/**/*.mts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/src", "**/src/**"], message: "functions never import the browser app (src/)." },
            {
              group: ["**/db/**", "../db"],
              message: "Functions reach the database through server/ (functions → server → db).",
            },
            {
              group: ["**/plugins/**", "**/catalogue-source", "**/catalogue-source/**"],
              message: "Functions import server/ only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["catalogue-source/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/src", "**/src/**"],
              message: "catalogue-source never imports the browser app: shared facts live in core/.",
            },
            {
              group: ["**/plugins/**", "**/gatsby/**", "**/server/**"],
              message: "catalogue-source sits below the plugin, gatsby/ and server/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The shared core (core/) stands on the ground: contracts and pure rules that the browser app, the server, the
    // build and the database all import. It imports none of them, and ships no zod to the browser outside the schemas.
    files: ["core/**/*.ts"],
    ignores: ["core/api/**", "core/**/*-schema.ts", "core/**/*.test.ts", "core/test-support/**"],
    rules: browserCodeRules([
      {
        group: [
          "**/src",
          "**/src/**",
          "**/db",
          "**/db/**",
          "**/server",
          "**/server/**",
          "**/gatsby/**",
          "**/catalogue-source",
          "**/catalogue-source/**",
          "**/plugins/**",
          "@core/**",
        ],
        message: "core/ imports nothing above it (docs/architecture.md); inside core/, import by relative path.",
      },
      {
        group: ["**/api/*", "**/*-schema"],
        message: "Schemas are zod: import their types only.",
        allowTypeImports: true,
      },
    ]),
  },
  {
    // Server areas stand on floors (lint/server-area-floors.mjs): an area imports only areas below it, so none import
    // each other. Tests read fixtures of any area.
    files: ["server/**/*.{ts,mts}"],
    ignores: ["server/**/*.test.ts"],
    plugins: { "server-areas": { rules: { "import-downward": serverAreasImportDownward } } },
    rules: { "server-areas/import-downward": "error" },
  },
  {
    // Gatsby 5 builds CSS modules with named exports only: a default import is undefined at build time (the unit tests'
    // CSS stub hides it), so every page using it fails to render.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/\\.module\\.css$/] > ImportDefaultSpecifier",
          message: 'Import CSS modules as `import * as styles from "./x.module.css"` (Gatsby 5 has no default export).',
        },
      ],
    },
  },
  {
    // Shared UI and libraries never import a feature (bulletproof-react's unidirectional rule).
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: browserCodeRules([
      {
        group: ["**/features/**"],
        message: "src/components and src/lib never import a feature: features import them, not the other way.",
      },
      ...browserPatterns,
    ]),
  },
  {
    // Browser code must never reach the database or request-time server code, and ships no zod (≈50 KB gzipped):
    // zod schemas live in core/api/ and core/*-schema.ts, and browser code imports only their types.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/**", "src/lib/**", "src/**/*.test.{ts,tsx}"],
    rules: browserCodeRules([...browserPatterns, featureInternals]),
  },
  {
    // Test support (test/ folders), like the tests, may reach a feature's fixtures: the same rules but that one.
    files: ["src/**/test/**/*.{ts,tsx}"],
    ignores: ["src/components/**", "src/lib/**", "src/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "No zod in browser code (bundle size); use types only.", allowTypeImports: true },
          ],
          patterns: browserPatterns,
        },
      ],
    },
  },
  {
    // gatsby-browser/ssr wrap every page in the layout feature: through its index too.
    files: ["gatsby-browser.tsx", "gatsby-ssr.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [featureInternals] }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "browser-app": { rules: { "relative-imports-stay-home": relativeImportsStayHome } } },
    rules: { "browser-app/relative-imports-stay-home": "error" },
  },
);
