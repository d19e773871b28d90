import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type FetchHandler = (req: Request, context: { waitUntil(promise: Promise<unknown>): void }) => Promise<Response>;

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const method = message.method ?? "GET";
  if (method === "GET" || method === "HEAD")
    return new Request(new URL(message.url ?? "/", origin), { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return new Request(new URL(message.url ?? "/", origin), { method, headers, body: Buffer.concat(chunks) });
}

/**
 * A plain node:http server around a fetch-style handler (request bodies are passed on, for the entries benchmark).
 * Like Netlify, it offers `context.waitUntil`: work handed to it runs on after the response, and `close` (like the
 * function's end) waits for it.
 */
export async function serveHandler(handler: FetchHandler): Promise<{ url: string; close(): Promise<void> }> {
  let origin = "";
  const pending = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const tracked = promise
      .catch((error: unknown) => console.error("bench server: work after the response failed", error))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const server: Server = createServer((message, res) => {
    toRequest(message, origin)
      .then((req) => handler(req, { waitUntil }))
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        console.error("bench server: handler failed", error);
        res.writeHead(500).end();
      });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(pending);
    },
  };
}
