import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { startReadyChildProcess } from "../../db/ready-child-process";
import { LOCAL_BLOBS_SITE_ID } from "../media/local-blobs-server";
import { localMediaStore, type MediaStore } from "../media/media-store";

export type TestMediaStore = {
  store: MediaStore;
  /** the blobs directory on disk */
  directory: string;
  /** a second server on the same directory, as a restart would start it */
  reopen(): Promise<{ store: MediaStore; close(): Promise<void> }>;
  /** sets NETLIFY_BLOBS_CONTEXT to this store's server, as Netlify and @netlify/dev hand it to a function; close()
   * puts the previous value back */
  actAsFunctionContext(): void;
  close(): Promise<void>;
};

const readyLineSchema = z.object({ edgeURL: z.string().url(), token: z.string().min(1) });

async function startServer(directory: string) {
  const child = await startReadyChildProcess(path.resolve(__dirname, "../media/local-blobs-server-process.ts"), [
    directory,
  ]);
  const server = readyLineSchema.parse(JSON.parse(child.readyLine));
  return { server, store: localMediaStore(server), close: () => child.stop() };
}

/**
 * A real Netlify Blobs server (the one @netlify/dev runs) on a fresh temporary directory, in a child process (it is
 * ESM underneath, which Jest's sandbox cannot load). Call close() in afterAll: it stops the server and removes the
 * directory.
 */
export async function openTestMediaStore(): Promise<TestMediaStore> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "mirai-media-"));
  const { server, store, close } = await startServer(directory);
  const blobsContext = Buffer.from(
    // uncachedEdgeURL as @netlify/dev sets it: strongly consistent reads (the résumé store) need it
    JSON.stringify({
      edgeURL: server.edgeURL,
      uncachedEdgeURL: server.edgeURL,
      token: server.token,
      siteID: LOCAL_BLOBS_SITE_ID,
    }),
  ).toString("base64");
  let restoreContext = () => {};
  return {
    store,
    directory,
    reopen: async () => {
      const again = await startServer(directory);
      return { store: again.store, close: again.close };
    },
    actAsFunctionContext() {
      const previous = process.env.NETLIFY_BLOBS_CONTEXT;
      process.env.NETLIFY_BLOBS_CONTEXT = blobsContext;
      restoreContext = () => {
        if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
        else process.env.NETLIFY_BLOBS_CONTEXT = previous;
      };
    },
    async close() {
      restoreContext();
      await close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
