import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { API_REFERENCE_PATH, redocBundleFile, writeApiReferencePage } from "./api-reference-page";
import { writeContentSecurityPolicy } from "./content-security-policy";
import { writeRegistrationChoices } from "./registration-choices";
import { publishRobotsTxt } from "./sitemap/publish-sitemaps";
import { removeStaleDeferredFiles } from "./stale-deferred-files";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, { path: string; defer?: boolean }>;
  };
  const publicDir = path.join(program.directory, "public");
  const deferred = [...pages.values()].filter((page) => page.defer).map((page) => page.path);
  const removed = removeStaleDeferredFiles(publicDir, deferred);
  if (removed > 0) reporter.info(`removed ${removed} files a previous build wrote for pages that are now deferred`);
  await writeRegistrationChoices(publicDir);
  publishRobotsTxt({ store });
  // last: every page is written (Gatsby's adapter, which runs after this, adds its own block to the same file)
  const { hashes } = writeContentSecurityPolicy(publicDir, process.env);
  reporter.info(`content-security-policy: ${hashes} inline script hashes, written to public/_headers`);
  // after the site-wide policy: the reference page's own rule must come later in public/_headers
  const { bundleBytes } = writeApiReferencePage(publicDir, redocBundleFile(program.directory));
  reporter.info(
    `API reference page: ${API_REFERENCE_PATH} (Redoc ${Math.round(bundleBytes / 1024)} KiB, copied from node_modules)`,
  );
};
