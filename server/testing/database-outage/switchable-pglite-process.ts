/**
 * Child process behind startSwitchableDatabase(): a migrated in-memory PGlite served on a free port whose socket
 * server can be stopped and started again on the same port, the data kept (a database outage and its end).
 * Prints {"url": …} when ready; then reads commands from stdin, one a line: `stop` or `start`, answering each with
 * `stopped` or `started` on stdout (also when it already was). Exits when stdin closes.
 */
import path from "node:path";
import { createInterface } from "node:readline";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { openMigratedPglite } from "../../../db/pglite-template";

async function main(): Promise<void> {
  const pglite = await openMigratedPglite(
    process.env.MIRAI_MIGRATIONS_FOLDER ?? path.resolve(process.cwd(), "db/migrations"),
  );
  const serve = async (port: number) => {
    const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port, maxConnections: 16 });
    await server.start();
    return server;
  };
  let server: PGLiteSocketServer | null = await serve(0);
  const port = Number(server.getServerConn().split(":").pop());
  process.stdout.write(
    `${JSON.stringify({ url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable` })}\n`,
  );
  const commands = createInterface({ input: process.stdin });
  commands.on("line", (line) => {
    void (async () => {
      if (line === "stop") {
        await server?.stop();
        server = null;
        process.stdout.write("stopped\n");
      } else if (line === "start") {
        server ??= await serve(port);
        process.stdout.write("started\n");
      }
    })();
  });
  commands.on("close", () => {
    void (async () => {
      await server?.stop();
      await pglite.close();
      process.exit(0);
    })();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
