import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { imageProviderEnvSchema } from "../core/images/image-provider-schema";
import { offeringLinksEnvSchema } from "../core/offerings/offering-links-schema";
import { copySharpBinariesIntoEngine } from "./engine-native-modules";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  // The browser reads GATSBY_IMAGE_PROVIDER without zod (src/lib/images/image-provider.ts): a typo stops the build here.
  const images = imageProviderEnvSchema.safeParse(process.env);
  if (!images.success)
    reporter.panic(`GATSBY_IMAGE_PROVIDER must be one of proxy, netlify (got "${process.env.GATSBY_IMAGE_PROVIDER}")`);
  // The header and footer read the offerings' addresses without zod (src/lib/site/offering-links.ts): checked here.
  const offerings = offeringLinksEnvSchema.safeParse(process.env);
  if (!offerings.success) {
    const variables = offerings.error.issues.map((issue) => issue.path.join(".")).join(", ");
    reporter.panic(`${variables} must be an https address (or unset for the default)`);
  }
  const { program } = store.getState() as { program: { directory: string } };
  // Gatsby builds the page renderer engine only when some page is deferred and never removes an old one: without
  // this, the local server (scripts/lib/local-site/deferred-pages.ts) would serve a previous build's deferred pages.
  fs.rmSync(path.join(program.directory, ".cache", "page-ssr"), { recursive: true, force: true });
  const copied = copySharpBinariesIntoEngine(program.directory);
  if (copied.length > 0)
    reporter.verbose(`engine: copied ${copied.join(", ")} into .cache/query-engine/node_modules/@img`);
};
