import path from "node:path";
import { runCommand, type RunningCommand } from "./run-command";

/** `gatsby build` against the given database; Gatsby's .cache makes the second build incremental. */
export function gatsbyBuild(options: { projectRoot: string; databaseUrl: string; siteUrl: string }): RunningCommand {
  const gatsbyCli = path.join(options.projectRoot, "node_modules", "gatsby", "cli.js");
  return runCommand(process.execPath, [gatsbyCli, "build"], {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    SITE_URL: options.siteUrl,
    GATSBY_TELEMETRY_DISABLED: "1",
  });
}
