// @ts-check
// One warm instance of one function, as a Lambda execution environment: it imports the function's Netlify entry once
// (the cold start), then answers invocations one at a time for as long as the local server runs. Plain JavaScript
// because worker threads load it by path. Protocol (warm-instances.ts): {id, request, clientContext, environment,
// timeoutMs} in; "ready" once, then per invocation "head", any number of "chunk", and "end" (or "error") out.
import process from "node:process";
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import lambdaLocal from "lambda-local";
import { importNetlifyEntry } from "./import-netlify-entry.mjs";
import { lambdaEvent } from "./lambda-event.mjs";

if (!parentPort) throw new Error("warm-instance-worker.mjs runs in a worker thread");
const port = parentPort;
lambdaLocal.getLogger().level = "alert";

const { lambdaFunc, importMs } = await importNetlifyEntry(workerData.entryFile);
port.postMessage({ type: "ready", importMs, rss: process.memoryUsage().rss });

port.on("message", (message) => {
  void invoke(message);
});

/** @param {{ id: number, request: import("./lambda-event.mjs").RequestRecord, clientContext: string, environment: Record<string, string>, timeoutMs: number }} message */
async function invoke({ id, request, clientContext, environment, timeoutMs }) {
  try {
    for (const [key, value] of Object.entries(environment)) process.env[key] = value;
    /** @type {{ statusCode: number, headers?: object, multiValueHeaders?: object, body?: unknown, isBase64Encoded?: boolean }} */
    const result = await lambdaLocal.execute({
      clientContext,
      event: lambdaEvent(request),
      lambdaFunc,
      region: "dev",
      timeoutMs,
      verboseLevel: 0,
    });
    const { body, ...head } = result ?? { statusCode: 500 };
    if (body instanceof Readable) {
      port.postMessage({ id, type: "head", ...head });
      for await (const chunk of body)
        port.postMessage({ id, type: "chunk", chunk: typeof chunk === "string" ? Buffer.from(chunk) : chunk });
    } else {
      port.postMessage({
        id,
        type: "head",
        ...head,
        body: typeof body === "string" ? body : body == null ? null : String(body),
      });
    }
    port.postMessage({ id, type: "end" });
  } catch (error) {
    port.postMessage({ id, type: "error", error: describeFailure(error) });
  }
}

/**
 * lambda-local rejects with the Lambda error shape ({ errorType, errorMessage, stackTrace }) where the function threw.
 * @param {unknown} error
 */
function describeFailure(error) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (error && typeof error === "object" && "errorMessage" in error) {
    const { errorType, errorMessage, stackTrace } =
      /** @type {{ errorType?: string, errorMessage: string, stackTrace?: string[] }} */ (error);
    return {
      name: errorType ?? "Error",
      message: errorMessage,
      stack: [`${errorType ?? "Error"}: ${errorMessage}`, ...(stackTrace ?? [])].join("\n    "),
    };
  }
  return { name: "Error", message: String(error) };
}
