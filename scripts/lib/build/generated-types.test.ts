import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectGeneratedTypesUnchanged, GENERATED_TYPES_FILE } from "./generated-types";

function projectWith(content: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "mirai-types-"));
  mkdirSync(path.join(root, "src"));
  writeFileSync(path.join(root, GENERATED_TYPES_FILE), content);
  return root;
}

describe("expectGeneratedTypesUnchanged", () => {
  it("passes when the build writes the committed types again", async () => {
    const root = projectWith("type A = 1;\n");
    await expect(
      expectGeneratedTypesUnchanged(root, async () =>
        writeFileSync(path.join(root, GENERATED_TYPES_FILE), "type A = 1;\n"),
      ),
    ).resolves.toBeUndefined();
  });

  it("fails, naming the file, when the build regenerates them differently", async () => {
    const root = projectWith("type A = 1;\n");
    await expect(
      expectGeneratedTypesUnchanged(root, async () =>
        writeFileSync(path.join(root, GENERATED_TYPES_FILE), "type A = 2;\n"),
      ),
    ).rejects.toThrow("src/gatsby-types.d.ts changed in this build");
  });
});
