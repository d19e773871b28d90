import { randomBytes } from "node:crypto";

/** The site ID @netlify/dev gives its local blobs server: a store opened with it is the one `npm start` serves. */
export const LOCAL_BLOBS_SITE_ID = "0";

export type LocalBlobsServer = { edgeURL: string; token: string; stop(): Promise<void> };

/**
 * Netlify's own local blobs server (`BlobsServer` of @netlify/blobs, the one @netlify/dev runs) on `directory`, on a
 * free port with a random token. In this process: it is ESM underneath, so Jest's sandbox cannot load it; tests run
 * it in a child process (local-blobs-server-process.ts).
 */
export async function startLocalBlobsServer(directory: string): Promise<LocalBlobsServer> {
  const { BlobsServer } = await import("@netlify/blobs/server");
  const token = randomBytes(16).toString("hex");
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  return { edgeURL: `http://localhost:${port}`, token, stop: async () => void (await server.stop()) };
}
