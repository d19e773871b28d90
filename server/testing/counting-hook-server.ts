import http from "node:http";

export type CountingHookServer = {
  url: string;
  /** paths and queries of the POSTs received, in order */
  readonly calls: string[];
  /** the status the next calls answer with (default 200) */
  status: number;
  close(): Promise<void>;
};

/** A local stand-in for Netlify's build hook: counts the POSTs it receives. */
export async function startCountingHookServer(): Promise<CountingHookServer> {
  const calls: string[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (req.method === "POST") calls.push(req.url ?? "/");
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/build_hooks/test`,
    calls,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
