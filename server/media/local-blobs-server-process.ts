/**
 * Child process behind the tests' media store (server/testing/test-media-store.ts): a local blobs server on the
 * directory given as the first argument. Prints one JSON line {"edgeURL", "token"} when ready; stops on SIGTERM or
 * when the parent closes stdin.
 */
import { startLocalBlobsServer } from "./local-blobs-server";

async function main(): Promise<void> {
  const directory = process.argv[2];
  if (!directory) throw new Error("usage: local-blobs-server-process.ts <directory>");
  const server = await startLocalBlobsServer(directory);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.stop().finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ edgeURL: server.edgeURL, token: server.token })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
