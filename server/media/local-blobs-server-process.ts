/**
 * Child process behind the tests' media store (server/testing/test-media-store.ts): a local blobs server on the
 * directory given as the first argument. Prints one JSON line {"edgeURL", "token"} when ready; stops on SIGTERM or
 * when the parent closes stdin.
 */
import { runAsReadyChildProcess } from "../../db/ready-child-process";
import { startLocalBlobsServer } from "./local-blobs-server";

runAsReadyChildProcess(async () => {
  const directory = process.argv[2];
  if (!directory) throw new Error("usage: local-blobs-server-process.ts <directory>");
  const server = await startLocalBlobsServer(directory);
  return { ready: { edgeURL: server.edgeURL, token: server.token }, stop: () => server.stop() };
});
