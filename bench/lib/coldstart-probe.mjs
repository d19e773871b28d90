// @ts-check
// One cold start in a fresh process (bench/coldstart.ts): imports a packaged function's Netlify entry, then answers one
// Lambda event with it, as Netlify's runtime would. Prints one JSON line: import time, RSS after import, first answer.
import { readFileSync } from "node:fs";
import process from "node:process";
import lambdaLocal from "lambda-local";
import { importNetlifyEntry } from "../../scripts/lib/functions/import-netlify-entry.mjs";
import { lambdaEvent } from "../../scripts/lib/functions/lambda-event.mjs";

lambdaLocal.getLogger().level = "alert";
const { entryFile, request } = JSON.parse(readFileSync(0, "utf8"));
const { lambdaFunc, importMs } = await importNetlifyEntry(entryFile);
const rssAfterImport = process.memoryUsage().rss;
let status = 0;
let firstAnswerMs = null;
let answerBytes = 0;
if (request) {
  const calledAt = performance.now();
  const result = await lambdaLocal.execute({
    event: lambdaEvent(request),
    lambdaFunc,
    region: "dev",
    timeoutMs: 30_000,
    verboseLevel: 0,
  });
  let bytes = typeof result?.body === "string" ? result.body.length : 0;
  if (result?.body && typeof result.body !== "string") for await (const chunk of result.body) bytes += chunk.length;
  answerBytes = bytes;
  firstAnswerMs = performance.now() - calledAt;
  status = result?.statusCode ?? 0;
}
process.stdout.write(`${JSON.stringify({ importMs, rssAfterImport, firstAnswerMs, status, answerBytes })}\n`);
process.exit(0);
