/**
 * Child process behind the static-pages-without-database test: the local server (scripts/lib/local-site/local-server.ts, what
 * `npm start` and the e2e run serve) over the project root given as first argument, with DATABASE_URL as the parent
 * set it. @netlify/dev is ESM with top-level await, which Jest's module sandbox cannot load. Prints {"url": …}.
 */
import { startLocalServer } from "../../../scripts/lib/local-site/local-server";
import { runAsReadyChildProcess } from "../../../db/ready-child-process";

runAsReadyChildProcess(async () => {
  const projectRoot = process.argv[2];
  if (!projectRoot) throw new Error("usage: local-server-process.ts <project root>");
  const server = await startLocalServer({ projectRoot, port: 0 });
  return { ready: { url: server.url }, stop: () => server.close() };
});
