import { createReadStream, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { datadogOptions } from "../src/lib/monitoring/datadog-options";
import { monitoringConfig } from "../core/monitoring/monitoring-config";

/**
 * Datadog RUM in a real browser against a local HTTP server standing in for Datadog's intake (the SDK's `proxy`):
 * the SDK's own browser bundle, initialised with our options (all but `beforeSend`, a function, which the unit tests
 * cover), on a page with a form. What is typed never leaves the browser: session replay masks user input.
 */
const BUNDLE_DIR = path.join(process.cwd(), "node_modules", "@datadog", "browser-rum", "bundle");
const TYPED = "山田花子 hanako@example.jp";

type Received = { path: string; contentType: string; body: Buffer };

function startIntake(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({
          path: url.searchParams.get("ddforward") ?? url.pathname,
          contentType: req.headers["content-type"] ?? "",
          body: Buffer.concat(chunks),
        });
        res.writeHead(202).end();
      });
      return;
    }
    if (url.pathname === "/form") {
      const options = { ...datadogOptions(config(server)), beforeSend: undefined };
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html><html lang="ja"><head>
<script src="/datadog-rum.js"></script><script>window.DD_RUM.init(${JSON.stringify(options)});</script></head>
<body><form><label>氏名 <input id="name" name="name"></label><button type="button" id="save">保存</button></form></body></html>`);
      return;
    }
    const file = path.join(BUNDLE_DIR, path.normalize(url.pathname).replace(/^([/\\])+/, ""));
    if (!file.startsWith(BUNDLE_DIR) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "text/javascript" });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }),
    ),
  );
}

function config(server: Server) {
  const { port } = server.address() as AddressInfo;
  return monitoringConfig({
    GATSBY_DATADOG_APPLICATION_ID: "00000000-0000-4000-8000-000000000000",
    GATSBY_DATADOG_CLIENT_TOKEN: "pub00000000000000000000000000000000",
    GATSBY_DATADOG_SESSION_SAMPLE_RATE: "100",
    GATSBY_DATADOG_SESSION_REPLAY_SAMPLE_RATE: "100",
    GATSBY_DATADOG_PROXY: `http://127.0.0.1:${port}/intake`,
  }).datadog!;
}

/** A replay upload is multipart: its `segment` part is the deflated JSON of the recorded DOM and input events. */
function replaySegments(received: Received[]): string[] {
  return received
    .filter(({ contentType }) => contentType.startsWith("multipart/form-data"))
    .flatMap(({ contentType, body }) => {
      const boundary = `--${contentType.split("boundary=")[1]}`;
      return body
        .toString("latin1")
        .split(boundary)
        .filter((part) => /name="segment"/.test(part))
        .map((part) => {
          const start = part.indexOf("\r\n\r\n") + 4;
          const end = part.lastIndexOf("\r\n");
          return inflateSync(Buffer.from(part.slice(start, end), "latin1"), { finishFlush: 2 }).toString("utf8");
        });
    });
}

test("Datadog RUM: the error is sent once, and what the student types is masked in the replay", async ({ page }) => {
  const intake = await startIntake();
  try {
    const recorderLoaded = page.waitForResponse((response) => response.url().includes("/chunks/datadogRecorder-"));
    // the recorder compresses in a worker it starts after loading; a segment recorded before it runs is lost
    const compressorStarted = page.waitForEvent("worker");
    await page.goto(`${intake.origin}/form`);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Boolean((window as { DD_RUM?: { getInternalContext(): unknown } }).DD_RUM?.getInternalContext()),
        ),
      )
      .toBe(true);
    await recorderLoaded;
    await compressorStarted;
    // and give the worker a moment to initialise (a busy machine failed with 1 s and no wait for the worker)
    await page.waitForTimeout(2000);
    await page.getByLabel("氏名").fill(TYPED);
    await page.getByRole("button", { name: "保存" }).click();
    await page.evaluate(() =>
      (window as { DD_RUM?: { addError(error: Error): void } }).DD_RUM?.addError(new Error("the form broke")),
    );
    // a segment is sent once it is old enough (a few seconds) or when the page is left; the exit flush alone lost it
    // now and then (compression still running in the worker), so wait for it on the page first
    await expect
      .poll(() => replaySegments(intake.received).length)
      .toBeGreaterThan(0)
      .catch(() => undefined);
    // leaving the page flushes the batches (RUM events and anything left of the replay)
    await page.goto("about:blank");
    await expect.poll(() => replaySegments(intake.received).length).toBeGreaterThan(0);

    const rumEvents = intake.received
      .filter(({ contentType }) => !contentType.startsWith("multipart/form-data"))
      .flatMap(({ body }) =>
        body
          .toString("utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { type: string; error?: { message: string } }),
      );
    expect(rumEvents.filter((event) => event.type === "error").map((event) => event.error?.message)).toEqual([
      "the form broke",
    ]);

    const segments = replaySegments(intake.received).join("\n");
    expect(segments).toContain("***");
    const everything = intake.received.map(({ body }) => body.toString("utf8")).join("\n") + segments;
    expect(everything).not.toContain("山田花子");
    expect(everything).not.toContain("hanako");
  } finally {
    intake.server.closeAllConnections();
    await new Promise((resolve) => intake.server.close(resolve));
  }
});
