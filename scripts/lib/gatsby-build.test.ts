import { spawnSync } from "node:child_process";
import { withoutPunycodeWarning } from "./gatsby-build";

function stderrOfRequiringPunycode(nodeOptions: string | undefined): string {
  const env = { ...process.env, NODE_OPTIONS: nodeOptions ?? "" };
  return spawnSync(process.execPath, ["-e", "require('punycode')"], { env, encoding: "utf8" }).stderr;
}

describe("withoutPunycodeWarning", () => {
  it("silences Node's punycode deprecation (Gatsby prints it as ERROR UNKNOWN) and nothing else", () => {
    expect(stderrOfRequiringPunycode(undefined)).toContain("DEP0040");
    expect(stderrOfRequiringPunycode(withoutPunycodeWarning(undefined))).not.toContain("DEP0040");
  });

  it("keeps options already set, once", () => {
    expect(withoutPunycodeWarning("--max-old-space-size=4096")).toBe("--max-old-space-size=4096 --disable-warning=DEP0040");
    expect(withoutPunycodeWarning("--disable-warning=DEP0040")).toBe("--disable-warning=DEP0040");
  });
});
