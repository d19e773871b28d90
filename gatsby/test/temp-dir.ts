import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A fresh temporary directory for each test of the calling describe block, removed after it; read it with `dir()`. */
export function useTempDir(prefix: string): { dir: () => string } {
  let current = "";
  beforeEach(() => {
    current = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(current, { recursive: true, force: true }));
  return { dir: () => current };
}
