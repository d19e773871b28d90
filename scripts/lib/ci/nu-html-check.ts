import { execFile } from "node:child_process";
import path from "node:path";

/** One error the Nu HTML Checker reports, with the file it was found in. */
export interface NuHtmlError {
  file: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

export const VNU_JAR = path.join("node_modules", "vnu-jar", "build", "dist", "vnu.jar");

/**
 * Runs the Nu HTML Checker (vnu-jar) over every file in ONE Java invocation (the JVM takes seconds to start) and answers
 * its errors (`--errors-only`: warnings and info are left out). The checker prints its JSON report on stderr and exits
 * 1 when it found errors; anything else (no Java, an unreadable report) is thrown.
 */
export async function nuHtmlErrors(
  files: readonly string[],
  { projectRoot = process.cwd() } = {},
): Promise<NuHtmlError[]> {
  if (files.length === 0) return [];
  const stderr = await new Promise<string>((resolve, reject) => {
    execFile(
      "java",
      ["-jar", path.join(projectRoot, VNU_JAR), "--format", "json", "--errors-only", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, errorOutput) => {
        if (error && typeof error.code !== "number")
          reject(new Error(`Nu HTML Checker を起動できません（java が必要です）: ${error.message}`));
        else resolve(errorOutput);
      },
    );
  });
  let report: { messages?: VnuMessage[] };
  try {
    report = JSON.parse(stderr) as { messages?: VnuMessage[] };
  } catch {
    throw new Error(`Nu HTML Checker の出力を読めません: ${stderr.slice(0, 500)}`);
  }
  return (report.messages ?? [])
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => ({
      file: message.url ? decodeURIComponent(message.url.replace(/^file:/, "")) : "",
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
}
