/**
 * `npm run bench:js`: first-load JavaScript (gzipped) of representative pages of the last build in public/;
 * writes bench/results/first-load-js.json. Run after `npm start` or `npm run bench:build`.
 */
import "../scripts/lib/runtime/check-node";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EVENT_LIST_SHELL_PATH } from "../core/plp-params";
import { PREVIEW_SHELL_PATH } from "../core/preview-routes";
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
  "/reviews",
  "/companies/1/reviews",
  "/videos",
  "/videos/search",
  "/videos/1",
  "/short_videos/1",
  "/companies/1/videos",
  "/companies",
  "/companies/plp",
  "/companies/1",
  "/companies/domestics",
  "/companies/area/3/13",
  "/shutore",
  "/shutore/interview/group-discussion/tips",
  "/user_registrations/basic_information",
  "/user_registrations/affiliation",
  "/user_registrations/student_endeavor",
  "/user_registrations/result",
];

const publicDir = path.join(process.cwd(), "public");
// Review ids differ between seed scales: measure company 1's first review detail page of this build.
const firstReviewId = readdirSync(path.join(publicDir, "companies", "1", "reviews"), { withFileTypes: true }).find((entry) =>
  entry.isDirectory() && /^\d+$/.test(entry.name),
)?.name;
if (firstReviewId) PAGES.push(`/companies/1/reviews/${firstReviewId}`);
// A deferred page (DSG) has no page-data in public/ until it is requested; chapter pages share /videos/{id}'s template.
const prerendered = (page: string) => existsSync(path.join(publicDir, "page-data", page === "/" ? "index" : page, "page-data.json"));
for (const page of PAGES.filter((page) => !prerendered(page))) console.info(`${page}: deferred in this build, not measured`);
const results = PAGES.filter(prerendered).map((page) => ({ page, firstLoadJsKiB: Math.round((firstLoadJsBytes(publicDir, page) / 1024) * 10) / 10 }));
for (const { page, firstLoadJsKiB } of results) console.info(`${page.padEnd(16)} ${firstLoadJsKiB} KiB gzipped`);
mkdirSync(path.join(process.cwd(), "bench", "results"), { recursive: true });
writeFileSync(
  path.join(process.cwd(), "bench", "results", "first-load-js.json"),
  JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + "\n",
);
