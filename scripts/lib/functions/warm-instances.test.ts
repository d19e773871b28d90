import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FunctionArtifact } from "./package-functions";
import { requestRecord, WarmInstances, type ColdStart, type WarmInstancesOptions } from "./warm-instances";

// A v2 function as our bundles are (one ES module with `config`), packaged by zip-it-and-ship-it like ours.
const COUNTER_FUNCTION = `
let calls = 0;
let inFlight = 0;
let mostInFlight = 0;
const instance = Math.random().toString(36).slice(2);
export default async (req, context) => {
  calls += 1;
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  try {
    return await answer(req, context);
  } finally {
    inFlight -= 1;
  }
};
async function answer(req, context) {
  const url = new URL(req.url);
  if (url.searchParams.has("throw")) throw new Error("boom");
  if (url.searchParams.has("wait")) await new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get("wait"))));
  if (url.searchParams.has("stream")) {
    const chunks = ["one,", "two,", "three"];
    return new Response(new ReadableStream({ pull(controller) { const next = chunks.shift(); if (next) controller.enqueue(new TextEncoder().encode(next)); else controller.close(); } }), { headers: { "content-type": "text/plain" } });
  }
  const body = req.method === "POST" ? new Uint8Array(await req.arrayBuffer()) : new Uint8Array();
  return Response.json({ calls, mostInFlight, instance, params: context.params, bytes: [...body].slice(0, 4), length: body.length }, { headers: { "set-cookie": "a=1", "x-instance": instance } });
}
export const config = { path: "/counter/:id" };
`;

let projectRoot: string;
let artifact: FunctionArtifact;

beforeAll(async () => {
  projectRoot = mkdtempSync(path.join(tmpdir(), "warm-instances-"));
  writeFileSync(path.join(projectRoot, "netlify.toml"), '[functions]\n  directory = "dist/functions"\n');
  mkdirSync(path.join(projectRoot, "dist", "functions"), { recursive: true });
  writeFileSync(path.join(projectRoot, "dist", "functions", "counter.mjs"), COUNTER_FUNCTION);
  artifact = packageInChildProcess(projectRoot, path.join(projectRoot, "packaged"))[0] as FunctionArtifact;
}, 60_000);

/** zip-it-and-ship-it is ES modules only, which Jest's CommonJS runtime cannot import: package in a tsx process. */
function packageInChildProcess(root: string, outDirectory: string): FunctionArtifact[] {
  const tsx = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  const script = `require(${JSON.stringify(require.resolve("./package-functions"))}).packageFunctions(${JSON.stringify(root)}, ${JSON.stringify(outDirectory)}).then((artifacts) => process.stdout.write(JSON.stringify(artifacts)))`;
  return JSON.parse(
    execFileSync(process.execPath, [tsx, "--eval", script], { encoding: "utf8" }),
  ) as FunctionArtifact[];
}

afterAll(() => rmSync(projectRoot, { recursive: true, force: true }));

async function call(instances: WarmInstances, url: string, init?: RequestInit) {
  const request = await requestRecord(new Request(`http://localhost${url}`, init), "/counter/:id");
  return instances.invoke(artifact.name, artifact.entryFile, {
    request,
    clientContext: "{}",
    environment: {},
    timeoutMs: 10_000,
  });
}

/** Runs `run` with fresh instances, ended afterwards whatever happened. */
async function withInstances(
  options: WarmInstancesOptions,
  run: (instances: WarmInstances) => Promise<void>,
): Promise<void> {
  const instances = new WarmInstances(options);
  try {
    await run(instances);
  } finally {
    await instances.close();
  }
}

describe("WarmInstances", () => {
  it("packages the function with Netlify's bootstrap as entry", () => {
    expect(artifact.name).toBe("counter");
    expect(path.basename(artifact.entryFile)).toBe("___netlify-entry-point.mjs");
  });

  it("keeps an instance's module state between calls, with one cold start, and answers as the function did", async () => {
    const coldStarts: ColdStart[] = [];
    await withInstances(
      { maxInstancesPerFunction: 2, onColdStart: (coldStart) => coldStarts.push(coldStart) },
      async (instances) => {
        // an instance is busy until its answer's body has been sent whole
        const first = await call(instances, "/counter/7");
        const firstBody = (await first.json()) as { calls: number; instance: string; params: Record<string, string> };
        const second = await call(instances, "/counter/8");
        const secondBody = (await second.json()) as { calls: number; instance: string; params: Record<string, string> };
        expect(first.status).toBe(200);
        expect(first.headers.get("content-type")).toContain("application/json");
        expect(first.headers.get("set-cookie")).toBe("a=1");
        expect(firstBody.params).toEqual({ id: "7" });
        expect([firstBody.calls, secondBody.calls]).toEqual([1, 2]);
        expect(secondBody.instance).toBe(firstBody.instance);
        expect(coldStarts).toHaveLength(1);
        expect(coldStarts[0]?.name).toBe("counter");
      },
    );
  }, 30_000);

  it("runs one call per instance: concurrent calls start instances up to the limit, then queue", async () => {
    await withInstances({ maxInstancesPerFunction: 2 }, async (instances) => {
      const answers = await Promise.all([1, 2, 3, 4].map((id) => call(instances, `/counter/${id}?wait=300`)));
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
        calls: number;
        mostInFlight: number;
        instance: string;
      }>;
      expect(new Set(bodies.map((body) => body.instance)).size).toBe(2);
      expect(instances.counts()).toEqual({ counter: 2 });
      // never two calls at once in one instance; the queued calls went to whichever instance was free first (the
      // second instance may still be starting when the first is free again), four calls in all
      expect(bodies.map((body) => body.mostInFlight)).toEqual([1, 1, 1, 1]);
      const callsPerInstance = new Map<string, number>();
      for (const body of bodies)
        callsPerInstance.set(body.instance, Math.max(callsPerInstance.get(body.instance) ?? 0, body.calls));
      expect([...callsPerInstance.values()].reduce((sum, calls) => sum + calls, 0)).toBe(4);
    });
  }, 30_000);

  it("prestarts instances before the first call: the calls meet no cold start, and the limit holds", async () => {
    const coldStarts: ColdStart[] = [];
    await withInstances(
      { maxInstancesPerFunction: 2, onColdStart: (coldStart) => coldStarts.push(coldStart) },
      async (instances) => {
        await instances.prestart(artifact.name, artifact.entryFile, 3);
        expect(instances.counts()).toEqual({ counter: 2 });
        expect(coldStarts).toHaveLength(2);
        const answers = await Promise.all([1, 2].map((id) => call(instances, `/counter/${id}?wait=100`)));
        const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
          calls: number;
          instance: string;
        }>;
        expect(bodies.map((body) => body.calls)).toEqual([1, 1]);
        expect(new Set(bodies.map((body) => body.instance)).size).toBe(2);
        expect(coldStarts).toHaveLength(2);
      },
    );
  }, 30_000);

  it("passes a binary body through unchanged (base64, as Lambda does)", async () => {
    await withInstances({ maxInstancesPerFunction: 1 }, async (instances) => {
      const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0x80]);
      const answer = await call(instances, "/counter/1", {
        method: "POST",
        body: bytes,
        headers: { "content-type": "application/pdf" },
      });
      expect(await answer.json()).toMatchObject({ bytes: [0x25, 0x50, 0x44, 0x46], length: 7 });
    });
  }, 30_000);

  it("streams a streamed body, and stays usable after a call that threw", async () => {
    await withInstances({ maxInstancesPerFunction: 1 }, async (instances) => {
      expect(await (await call(instances, "/counter/1?stream")).text()).toBe("one,two,three");
      const failed = await call(instances, "/counter/1?throw").then(
        (answer) => answer.status,
        (error: Error) => error.message,
      );
      expect(failed).toBe("boom");
      const after = (await (await call(instances, "/counter/1")).json()) as { calls: number };
      expect(after.calls).toBe(3);
      expect(instances.counts()).toEqual({ counter: 1 });
    });
  }, 30_000);
});
