import { startTestHttpServer, type TestHttpServer } from "../../core/test-support/test-http-server";

/** Test support: a local HTTP server standing in for Sentry's ingest, and the events of the envelopes it received. */
export type Ingest = TestHttpServer & { dsn: string; events: () => Array<Record<string, unknown>> };

export async function startIngest(): Promise<Ingest> {
  const server = await startTestHttpServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end("{}");
  });
  const dsn = server.baseUrl.replace("http://", "http://publickey@") + "/1";
  const events = () =>
    server.received.flatMap(({ body }) => {
      const [, itemHeader, payload] = body.split("\n");
      return itemHeader && JSON.parse(itemHeader).type === "event"
        ? [JSON.parse(payload!) as Record<string, unknown>]
        : [];
    });
  return { ...server, dsn, events };
}
