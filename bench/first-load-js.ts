/**
 * `npm run bench:js`: first-load JavaScript (gzipped) of representative pages of the last build in public/;
 * writes bench/results/first-load-js.json. Run after `npm start` or `npm run bench:build`. `--repo <dir>` measures
 * another checkout's last build (e.g. main's, to compare) and writes nothing; `--components` also lists every page
 * component (template) of the build, the deferred ones included.
 */
import "../scripts/lib/runtime/check-node";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EVENT_LIST_SHELL_PATH } from "../core/plp-params";
import { PREVIEW_SHELL_PATH } from "../core/preview-routes";
import { componentChunkNames, componentFirstLoadJsBytes, firstLoadJsBytes } from "./lib/first-load-js";

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
  // client-only pages that load with the data layer (src/lib/data): TanStack Query must stay out of their first load
  "/_shells/entry-confirm",
  "/_shells/entry-courses",
  "/_shells/entry-complete",
  "/_shells/event-entry-course",
  "/_shells/entered-schedule",
  "/_shells/event-checkinable-company",
  "/event_checkinable_companies",
  "/event_entry_courses",
  "/event_attendance",
  "/event_reviews/new",
  "/chats",
];

const repoArgument = process.argv.indexOf("--repo");
const repo = repoArgument === -1 ? null : path.resolve(process.argv[repoArgument + 1] ?? ".");
const publicDir = path.join(repo ?? process.cwd(), "public");
// Review ids differ between seed scales (the small seed may have none for company 1): its first review detail page.
const reviewsDir = path.join(publicDir, "companies", "1", "reviews");
const firstReviewId = existsSync(reviewsDir)
  ? readdirSync(reviewsDir, { withFileTypes: true }).find((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
      ?.name
  : undefined;
if (firstReviewId) PAGES.push(`/companies/1/reviews/${firstReviewId}`);
// A deferred page (DSG) has no page-data in public/ until it is requested; chapter pages share /videos/{id}'s template.
const prerendered = (page: string) =>
  existsSync(path.join(publicDir, "page-data", page === "/" ? "index" : page, "page-data.json"));
for (const page of PAGES.filter((page) => !prerendered(page)))
  console.info(`${page}: deferred in this build, not measured`);
const results = PAGES.filter(prerendered).map((page) => ({
  page,
  firstLoadJsKiB: Math.round((firstLoadJsBytes(publicDir, page) / 1024) * 10) / 10,
}));
for (const { page, firstLoadJsKiB } of results) console.info(`${page.padEnd(16)} ${firstLoadJsKiB} KiB gzipped`);
if (process.argv.includes("--components")) {
  for (const name of componentChunkNames(publicDir).sort()) {
    console.info(
      `${name.padEnd(60)} ${Math.round((componentFirstLoadJsBytes(publicDir, name) / 1024) * 10) / 10} KiB gzipped`,
    );
  }
}
if (repo === null) {
  mkdirSync(path.join(process.cwd(), "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(process.cwd(), "bench", "results", "first-load-js.json"),
    JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + "\n",
  );
}
