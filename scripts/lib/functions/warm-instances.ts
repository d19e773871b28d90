import path from "node:path";
import { Worker } from "node:worker_threads";

/** A request as it crosses into a worker (lambda-event.mjs turns it into the Lambda event there). */
export type RequestRecord = {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body: Uint8Array | null;
  route?: string;
};
/** What Netlify's runtime hands a function: the request and client context the local handler builds. */
export type Invocation = {
  request: RequestRecord;
  clientContext: string;
  environment: Record<string, string>;
  timeoutMs: number;
};

export async function requestRecord(request: Request, route: string | undefined): Promise<RequestRecord> {
  const body = new Uint8Array(await request.arrayBuffer());
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: body.length > 0 ? body : null,
    ...(route ? { route } : {}),
  };
}
/** A Lambda answer as Netlify's bootstrap gives it: a streamed or string body. */
type LambdaHead = {
  statusCode: number;
  headers?: Record<string, unknown>;
  multiValueHeaders?: Record<string, unknown[]>;
  isBase64Encoded?: boolean;
};
type WorkerMessage =
  | { type: "ready"; importMs: number; rss: number }
  | ({ id: number; type: "head"; body?: string | null } & LambdaHead)
  | { id: number; type: "chunk"; chunk: Uint8Array }
  | { id: number; type: "end" }
  | { id: number; type: "error"; error: { name: string; message: string; stack?: string } };

export type ColdStart = { name: string; importMs: number; rssBytes: number };
export type WarmInstancesOptions = {
  /** Most instances one function runs at once; each answers one call at a time, as a Lambda instance does. */
  maxInstancesPerFunction: number;
  onColdStart?: (coldStart: ColdStart) => void;
};

const WORKER_FILE = path.join(__dirname, "warm-instance-worker.mjs");

/** A Lambda-style execution environment in a worker thread: imported once, then reused call after call. */
class Instance {
  private nextId = 1;
  private readonly pending = new Map<number, (message: WorkerMessage) => void>();
  private failure: Error | undefined;
  readonly ready: Promise<{ importMs: number; rss: number }>;
  private readonly worker: Worker;

  constructor(entryFile: string, onExit: () => void) {
    this.worker = new Worker(WORKER_FILE, { workerData: { entryFile } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on("message", (message: WorkerMessage) => {
        if (message.type === "ready") resolve(message);
        else this.pending.get(message.id)?.(message);
      });
      const fail = (error: Error) => {
        this.failure = error;
        reject(error);
        for (const deliver of this.pending.values())
          deliver({ id: 0, type: "error", error: { name: error.name, message: error.message, stack: error.stack } });
        this.pending.clear();
        onExit();
      };
      this.worker.on("error", fail);
      this.worker.on("exit", (code) => fail(new Error(`function instance exited with code ${code}`)));
    });
    // a failed cold start is reported to the call that waits for it
    this.ready.catch(() => {});
  }

  get alive(): boolean {
    return this.failure === undefined;
  }

  /** Resolves with the answer as soon as its head arrives; `done` settles when the body has been sent whole. */
  invoke(invocation: Invocation): Promise<{ response: Response; done: Promise<void> }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
      let finish: () => void = () => {};
      const done = new Promise<void>((resolveDone) => (finish = resolveDone));
      this.pending.set(id, (message) => {
        if (message.type === "head") {
          if (message.body !== undefined) {
            resolve({ response: lambdaResponse(message, bodyBytes(message.body, message.isBase64Encoded)), done });
          } else {
            const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
            resolve({ response: lambdaResponse(message, stream), done });
          }
        } else if (message.type === "chunk") {
          controller?.enqueue(new Uint8Array(message.chunk));
        } else if (message.type === "end") {
          controller?.close();
          this.pending.delete(id);
          finish();
        } else if (message.type === "error") {
          const error = Object.assign(new Error(message.error.message), {
            name: message.error.name,
            stack: message.error.stack,
          });
          if (controller) controller.error(error);
          else reject(error);
          this.pending.delete(id);
          finish();
        }
      });
      this.worker.postMessage({ id, ...invocation });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

/** One function's instances: idle ones are reused, new ones start up to the limit, further calls queue. */
class FunctionInstances {
  private readonly idle: Instance[] = [];
  private readonly all = new Set<Instance>();
  private readonly waiting: Array<(instance: Instance) => void> = [];

  constructor(
    private readonly name: string,
    private readonly entryFile: string,
    private readonly options: WarmInstancesOptions,
  ) {}

  async invoke(invocation: Invocation): Promise<Response> {
    const instance = await this.acquire();
    let result: { response: Response; done: Promise<void> };
    try {
      await instance.ready;
      result = await instance.invoke(invocation);
    } catch (error) {
      this.release(instance);
      throw error;
    }
    void result.done.then(() => this.release(instance));
    return result.response;
  }

  /**
   * Starts instances ahead of the first call until `count` run (never past the limit). They take calls at once (a call
   * waits for its instance's import); resolves when their imports ended. A failed start is left to the next call to report.
   */
  async prestart(count: number): Promise<void> {
    const started: Instance[] = [];
    while (this.all.size < Math.min(count, this.options.maxInstancesPerFunction)) {
      const instance = this.start();
      this.idle.push(instance);
      started.push(instance);
    }
    await Promise.all(started.map((instance) => instance.ready.catch(() => undefined)));
  }

  private async acquire(): Promise<Instance> {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.all.size < this.options.maxInstancesPerFunction) return this.start();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private start(): Instance {
    const instance: Instance = new Instance(this.entryFile, () => this.forget(instance));
    this.all.add(instance);
    instance.ready.then(
      ({ importMs, rss }) => this.options.onColdStart?.({ name: this.name, importMs, rssBytes: rss }),
      () => {},
    );
    return instance;
  }

  private release(instance: Instance): void {
    const target = instance.alive
      ? instance
      : this.all.size < this.options.maxInstancesPerFunction && this.waiting.length > 0
        ? this.start()
        : undefined;
    if (!target) return;
    const next = this.waiting.shift();
    if (next) next(target);
    else this.idle.push(target);
  }

  private forget(instance: Instance): void {
    this.all.delete(instance);
    const index = this.idle.indexOf(instance);
    if (index >= 0) this.idle.splice(index, 1);
  }

  get size(): number {
    return this.all.size;
  }

  async close(): Promise<void> {
    const instances = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(instances.map((instance) => instance.terminate()));
  }
}

/** Warm instances of every function, as Netlify keeps Lambda instances between calls. */
export class WarmInstances {
  private readonly functions = new Map<string, FunctionInstances>();

  constructor(private readonly options: WarmInstancesOptions) {}

  invoke(name: string, entryFile: string, invocation: Invocation): Promise<Response> {
    return this.of(name, entryFile).invoke(invocation);
  }

  /** Starts `count` instances of a function before its first call (FunctionInstances.prestart). */
  prestart(name: string, entryFile: string, count: number): Promise<void> {
    return this.of(name, entryFile).prestart(count);
  }

  private of(name: string, entryFile: string): FunctionInstances {
    let instances = this.functions.get(name);
    if (!instances) {
      instances = new FunctionInstances(name, entryFile, this.options);
      this.functions.set(name, instances);
    }
    return instances;
  }

  /** Instances running per function. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.functions].map(([name, instances]) => [name, instances.size]));
  }

  /** Ends every instance: the next call of each function starts cold (after a deploy, or on shutdown). */
  async close(): Promise<void> {
    const all = [...this.functions.values()];
    this.functions.clear();
    await Promise.all(all.map((instances) => instances.close()));
  }
}

function bodyBytes(body: string | null, isBase64Encoded: boolean | undefined): Uint8Array<ArrayBuffer> | string | null {
  if (body === null) return null;
  return isBase64Encoded ? new Uint8Array(Buffer.from(body, "base64")) : body;
}

/** A Lambda answer as a web Response, as @netlify/functions-dev's runtime turns it into one. */
function lambdaResponse(
  head: LambdaHead,
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | string | null,
): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(head.headers ?? {})) {
    if (value !== undefined) headers.set(name.toLowerCase(), String(value));
  }
  for (const [name, values] of Object.entries(head.multiValueHeaders ?? {})) {
    for (const value of values) headers.append(name.toLowerCase(), String(value));
  }
  const noBody = [101, 204, 205, 304].includes(head.statusCode);
  return new Response(noBody ? null : body, { status: head.statusCode, headers });
}
