import { createStackParser, type StackFrame, type StackLineParser } from "@sentry/core";

// V8's "    at fn (file:line:col)" and "    at file:line:col" lines.
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;

const v8Line: StackLineParser = [
  50,
  (line: string): StackFrame | undefined => {
    const match = V8_FRAME.exec(line);
    if (!match) return undefined;
    const [, fn, filename, lineno, colno] = match;
    return {
      function: fn ?? "?",
      filename: filename!.replace(/^file:\/\//, ""),
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: !filename!.includes("/node_modules/") && !filename!.startsWith("node:"),
    };
  },
];

/** Stack frames for server error reports (the SDK's own Node parser is not in @sentry/core's main entry). */
export const v8StackParser = createStackParser(v8Line);
