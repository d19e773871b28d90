import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type FetchHandler = (req: Request) => Promise<Response>;

function toRequest(message: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(message.url ?? "/", origin), { method: message.method, headers });
}

/** A plain node:http server around a fetch-style handler (GET only: the benchmark sends no bodies). */
export async function serveHandler(handler: FetchHandler): Promise<{ url: string; close(): Promise<void> }> {
  let origin = "";
  const server: Server = createServer((message, res) => {
    handler(toRequest(message, origin))
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
  return { url: origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
