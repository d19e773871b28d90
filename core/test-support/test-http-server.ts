import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Test support: a real HTTP server on 127.0.0.1 that records what it received. */
export interface ReceivedRequest {
  method: string;
  /** Path plus raw (still encoded) query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type TestHandler = (request: ReceivedRequest, response: ServerResponse, index: number) => void;

export interface TestHttpServer {
  baseUrl: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

export async function startTestHttpServer(handler: TestHandler): Promise<TestHttpServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(request);
      handler(request, res, received.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export function apiErrorEnvelope(status: number, code: string, message: string) {
  return { error: { status, code, message } };
}
