/**
 * npm run lint:openapi
 * Builds the OpenAPI document from the route definitions (as GET /api/openapi.json answers it), writes it to a temp
 * file and lints it with Redocly's `recommended` rules (redocly.yaml). Fails on any error or warning. Offline: the
 * rules ship with @redocly/cli, and telemetry and the update check are off.
 */
import "./lib/runtime/check-node";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { apiRoutesByFunction } from "../server/api-routes";
import { buildOpenApiDocument } from "../server/openapi/build-openapi-document";

const reportSchema = z.object({
  totals: z.object({ errors: z.number(), warnings: z.number(), ignored: z.number() }),
  problems: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.string(),
      message: z.string(),
      location: z.array(z.object({ pointer: z.string().optional() })),
    }),
  ),
});

/** Runs the CLI on the project's Node with redocly.yaml; stdout is returned, stderr (progress, config problems) shown. */
function runRedocly(projectRoot: string, args: string[]): Promise<{ code: number | null; stdout: string }> {
  const cli = path.join(projectRoot, "node_modules/@redocly/cli/bin/cli.js");
  const config = ["--config", path.join(projectRoot, "redocly.yaml")];
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: "off",
    REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
    REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
  };
  const child = spawn(process.execPath, [cli, ...args, ...config], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout }));
  });
}

async function main(): Promise<void> {
  const projectRoot = process.cwd();
  // `lint` goes on past problems of redocly.yaml itself (a misspelt rule is then simply not applied).
  const configCheck = await runRedocly(projectRoot, ["check-config"]);
  if (configCheck.code !== 0) {
    console.error(`${configCheck.stdout}redocly.yaml has problems (above)`);
    process.exitCode = 1;
    return;
  }
  const document = buildOpenApiDocument(apiRoutesByFunction);
  const operations = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
  const directory = mkdtempSync(path.join(tmpdir(), "mirai-openapi-"));
  try {
    const documentPath = path.join(directory, "openapi.json");
    writeFileSync(documentPath, JSON.stringify(document, null, 2));
    const { code, stdout } = await runRedocly(projectRoot, [
      "lint",
      documentPath,
      "--format",
      "json",
      "--max-problems",
      "1000",
    ]);
    let report: z.infer<typeof reportSchema>;
    try {
      report = reportSchema.parse(JSON.parse(stdout));
    } catch {
      console.error(`redocly lint exited with ${code} without a report:\n${stdout}`);
      process.exitCode = 1;
      return;
    }
    for (const problem of report.problems) {
      console.error(`${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ""}: ${problem.message}`);
    }
    const { errors, warnings, ignored } = report.totals;
    console.info(
      `OpenAPI lint (redocly recommended): ${operations} operations, ${errors} errors, ${warnings} warnings, ${ignored} ignored`,
    );
    if (errors + warnings + ignored > 0 || code !== 0) process.exitCode = 1;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
