import { existsSync } from "node:fs";

export const INSTALL_CHROMIUM_COMMAND = "sudo apt-get install -y chromium";

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download if one exists; null when none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH, "/usr/bin/chromium", playwrightChromium()];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

function playwrightChromium(): string | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { chromium } = require("@playwright/test") as typeof import("@playwright/test");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
