/**
 * `npm run bench:js`: first-load JavaScript (gzipped) of representative pages of the last build in public/;
 * writes bench/results/first-load-js.json. Run after `npm start` or `npm run bench:build`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EVENT_LIST_SHELL_PATH } from "../src/domain/plp-params";
import { PREVIEW_SHELL_PATH } from "../src/domain/preview-routes";
import { firstLoadJsBytes } from "./lib/first-load-js";

const PAGES = [
  "/",
  "/infos/terms",
  "/404",
  "/healthcheck",
  "/events/internship",
  EVENT_LIST_SHELL_PATH,
  "/events/seminar/1",
  "/events/internship/10",
  "/feature_events/1",
  PREVIEW_SHELL_PATH,
  "/login",
  "/user_registrations",
  "/unagreed_terms/agreements/new",
  "/companies",
  "/companies/plp",
  "/companies/1",
  "/companies/domestics",
  "/companies/area/3/13",
];

const publicDir = path.join(process.cwd(), "public");
const results = PAGES.map((page) => ({ page, firstLoadJsKiB: Math.round((firstLoadJsBytes(publicDir, page) / 1024) * 10) / 10 }));
for (const { page, firstLoadJsKiB } of results) console.info(`${page.padEnd(16)} ${firstLoadJsKiB} KiB gzipped`);
mkdirSync(path.join(process.cwd(), "bench", "results"), { recursive: true });
writeFileSync(
  path.join(process.cwd(), "bench", "results", "first-load-js.json"),
  JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + "\n",
);
