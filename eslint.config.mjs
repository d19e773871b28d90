import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** What server/, gatsby/, db/, scripts/ and bench/ may not import (docs/architecture.md); server/http adds its own rule. */
const serverLayerPatterns = [
  { group: ["**/src/features/**"], message: "server/, gatsby/, functions/, db/ and scripts never import src/features: move what is shared to src/domain (docs/architecture.md)." },
  { group: ["**/plugins/**"], message: "The source plugin is a thin shell: import catalogue-source/ instead." },
  { group: ["**/catalogue-source/**"], message: "Import catalogue-source through its index (\"…/catalogue-source\")." },
];

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "src/gatsby-types.d.ts", "public/", ".cache/", ".data/", ".netlify/", "db/migrations/", "bench/results/", "test-results/", "playwright-report/"] },
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
      "no-restricted-properties": ["error", { object: "z", property: "locales", message: "zod's locales are not bundled into functions: write the message." }],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly", __dirname: "readonly", process: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { sourceType: "module", globals: { console: "readonly", process: "readonly", URL: "readonly", Buffer: "readonly", performance: "readonly" } },
  },
  {
    // Layers (docs/architecture.md): the server, the build and the database code never reach into browser features,
    // the source plugin's files or catalogue-source's internals (only its index).
    files: ["server/**/*.{ts,mts}", "gatsby/**/*.ts", "db/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: serverLayerPatterns,
        },
      ],
    },
  },
  {
    // The HTTP layer is platform: it knows requests, answers and errors, never a product area. How callers are
    // identified comes in as strategies (server/http/auth-strategies.ts), handed over by each function entry.
    files: ["server/http/**/*.ts"],
    ignores: ["server/http/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...serverLayerPatterns,
            {
              regex: "^\\.\\./(?!\\.\\./|monitoring/)",
              message: "server/http imports no product area (only ../monitoring for error reports): take what it needs as an argument (auth strategies: serveRoutes options).",
            },
          ],
        },
      ],
    },
  },
  {
    // A function is an entry file: it hands the request to server/, which owns the database (functions → server → db).
    files: ["functions/**/*.mts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/src/features/**"], message: "functions never import src/features." },
            { group: ["**/db/**", "../db"], message: "Functions reach the database through server/ (functions → server → db)." },
            { group: ["**/plugins/**", "**/catalogue-source/**"], message: "Functions import server/ only." },
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
            { group: ["**/src/features/**"], message: "catalogue-source never imports src/features: shared facts live in src/domain." },
            { group: ["**/plugins/**", "**/gatsby/**", "**/server/**"], message: "catalogue-source sits below the plugin, gatsby/ and server/." },
          ],
        },
      ],
    },
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
          message: "Import CSS modules as `import * as styles from \"./x.module.css\"` (Gatsby 5 has no default export).",
        },
      ],
    },
  },
  {
    // Shared UI, libraries and the domain never import a feature (bulletproof-react's unidirectional rule).
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/domain/**/*.{ts,tsx}"],
    ignores: ["src/domain/api/**", "src/domain/**/*-schema.ts", "src/**/*.test.{ts,tsx}", "src/lib/api/test-http-server.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "No zod in browser code (bundle size); use types only.", allowTypeImports: true }],
          patterns: [
            { group: ["**/features/**"], message: "src/components, src/lib and src/domain never import a feature: features import them, not the other way." },
            { group: ["**/db/**", "**/server/**", "../db", "../server"], message: "src/ never imports db/ or server/ (DESIGN.md)." },
            { group: ["**/domain/api/*", "**/*-schema"], message: "Schemas are zod: import their types only.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // Browser code must never reach the database or request-time server code, and ships no zod (≈50 KB gzipped):
    // zod schemas live in src/domain/api/ and src/domain/*-schema.ts, and browser code imports only their types.
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/components/**",
      "src/lib/**",
      "src/domain/**",
      "src/**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "No zod in browser code (bundle size); use types only.", allowTypeImports: true }],
          patterns: [
            { group: ["**/db/**", "**/server/**", "../db", "../server"], message: "src/ never imports db/ or server/ (DESIGN.md)." },
            { group: ["**/domain/api/*", "**/*-schema"], message: "Schemas are zod: import their types only.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
